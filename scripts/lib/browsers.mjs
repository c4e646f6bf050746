// The Chromium builds that the tests and scripts drive, in one place. Playwright cannot download browsers here,
// so both come from Debian's packages; `npm run setup:browser` (scripts/setup-browser.mjs) installs them.
import { existsSync } from 'node:fs';

/** Debian's Chromium, the browser readers run: the screenshot baselines, Lighthouse and the search benchmark use it. */
export const chromiumPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Debian's headless shell of the same Chromium version (package `chromium-headless-shell`): the same Blink and V8
 * without the browser's window layer, as Playwright itself uses for headless runs. The end-to-end tests run on it
 * when it is installed: the whole suite alone took a fifth less CPU (615 → 495 s of machine CPU).
 */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';

/** The Debian packages of the two browsers. */
export const browserPackages = { chromium: 'chromium', headlessShell: 'chromium-headless-shell' };

/** Debian's Chromium, or undefined when it is not installed. */
export const fullChromium = () => chromiumPaths.find((p) => existsSync(p));

/** The browser for tests that do not compare pixels: the headless shell, else Debian's Chromium. */
export const testChromium = () => (existsSync(headlessShellPath) ? headlessShellPath : fullChromium());

/**
 * Flags for a browser on this machine's closed network: no background requests to Google's services (they are
 * refused, many at a time), no first-run work; `--no-sandbox` as the tests run as root.
 */
export const offlineArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
