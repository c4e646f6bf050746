import type { NProgress, NProgressOptions } from 'nprogress';

/** The part of nprogress that Rspress's links call: the bar shown while a slow page change loads. */
export interface ProgressBar {
  configure(options: Partial<NProgressOptions>): ProgressBar;
  start(): ProgressBar;
  done(force?: boolean): ProgressBar;
}

/**
 * nprogress, fetched the first time a bar must show (a page change over 200 ms), not with every page. Earlier
 * settings apply once it loads; a bar finished while it loads never shows.
 */
export function lazyProgressBar(loadProgress: () => Promise<NProgress>): ProgressBar {
  let progress: NProgress | undefined;
  let loading: Promise<NProgress | undefined> | undefined;
  let running = false;
  let settings: Partial<NProgressOptions> = {};
  const load = () => {
    loading ??= loadProgress()
      .then((loaded) => {
        progress = loaded.configure(settings);
        return progress;
      })
      // Without the chunk (offline), pages still change, only without the bar.
      .catch(() => undefined);
    return loading;
  };
  const bar: ProgressBar = {
    configure(options) {
      settings = { ...settings, ...options };
      progress?.configure(options);
      return bar;
    },
    start() {
      running = true;
      if (progress) progress.start();
      else void load().then((loaded) => running && loaded?.start());
      return bar;
    },
    done(force) {
      running = false;
      progress?.done(force);
      return bar;
    },
  };
  return bar;
}
