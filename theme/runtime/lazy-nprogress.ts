import type { NProgress, NProgressOptions } from 'nprogress';

/**
 * Stands in for `nprogress`, which Rspress's links call (an alias of rspress.config.ts): the library is fetched the
 * first time a bar must show (a page change over 200 ms), not with every page. Earlier settings apply once it loads;
 * a bar finished while it loads never shows.
 */
export function lazyProgressBar(loadProgress: () => Promise<NProgress>) {
  let progress: NProgress | undefined;
  let loading: Promise<void> | undefined;
  let running = false;
  let settings: Partial<NProgressOptions> = {};
  return {
    configure(options: Partial<NProgressOptions>) {
      settings = { ...settings, ...options };
      progress?.configure(options);
      return this;
    },
    start() {
      running = true;
      progress?.start();
      if (!loading)
        loading = loadProgress().then(
          (loaded) => {
            progress = loaded.configure(settings);
            if (running) progress.start();
          },
          // Without the chunk (offline), pages still change, only without the bar.
          () => {},
        );
      return this;
    },
    done(force?: boolean) {
      running = false;
      progress?.done(force);
      return this;
    },
  };
}

// `nprogress/` is the library's own directory: the alias matches the bare name only, so this reaches the real library.
export default lazyProgressBar(() => import('nprogress/').then((m) => m.default));
