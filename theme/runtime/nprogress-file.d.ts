/** nprogress's script imported by its path, which bypasses the `nprogress` alias; same API as the package. */
declare module 'nprogress/nprogress.js' {
  import type { NProgress } from 'nprogress';

  const progress: NProgress;
  export default progress;
}
