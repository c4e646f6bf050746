// Stands in for `nprogress` in the bundle (see theme/plugins/lazy-nprogress.ts). The path below is nprogress's
// own file: the alias only matches the bare name, so this import reaches the real library.
import { lazyProgressBar } from './lazy-nprogress';

export default lazyProgressBar(() => import('nprogress/nprogress.js').then((m) => m.default));
