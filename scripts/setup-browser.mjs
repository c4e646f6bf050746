// Makes sure the browsers of the end-to-end tests exist (scripts/lib/browsers.mjs): Debian's Chromium and its
// headless shell, installed with apt-get when missing and allowed, or else a browser Playwright already has.
// Playwright cannot download browsers here. Also installs the fonts the screenshot tests render with
// (scripts/lib/visual-fonts.mjs) when they are missing.
// Usage: node scripts/setup-browser.mjs [--plan]   (npm run setup:browser; --plan lists what apt-get would install)
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { browserPackages, fullChromium, headlessShellPath } from './lib/browsers.mjs';
import { missingFontPackages } from './lib/visual-fonts.mjs';

function playwrightBrowser() {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

// `--plan`: print, as JSON, the Debian packages this script would install with apt-get (as root, when missing) and
// install nothing, so that `npm run check:page` can say so before it runs this step.
if (process.argv.includes('--plan')) {
  const packages = canInstall
    ? [
        ...((fullChromium() ?? playwrightBrowser()) ? [] : [browserPackages.chromium]),
        ...(existsSync(headlessShellPath) ? [] : [browserPackages.headlessShell]),
        ...missingFontPackages(),
      ]
    : [];
  console.log(JSON.stringify({ aptGet: packages }));
  process.exit(0);
}

const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
let updated = false;
/** Installs Debian packages with apt-get, refreshing the package lists once. @param {string[]} packages */
function aptInstall(packages) {
  if (!updated) execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  updated = true;
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
}

const found = fullChromium() ?? playwrightBrowser();
if (found) {
  console.log(`Chromium: ${found}`);
} else {
  if (!canInstall) {
    console.error(
      "No Chromium found. Install Debian's package (sudo apt-get install -y chromium) and run the tests again.",
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium package…");
  aptInstall([browserPackages.chromium]);
  console.log(`Chromium: ${fullChromium()}`);
}

// Not fatal when it cannot be installed: the tests then run on Debian's Chromium, with more CPU.
if (existsSync(headlessShellPath)) {
  console.log(`Headless shell: ${headlessShellPath}`);
} else if (canInstall) {
  console.log("Installing Debian's chromium-headless-shell package…");
  aptInstall([browserPackages.headlessShell]);
} else {
  console.warn(`The tests use less CPU with: sudo apt-get install -y ${browserPackages.headlessShell}`);
}

const fonts = missingFontPackages();
if (fonts.length === 0) {
  console.log('Screenshot fonts: installed');
} else if (canInstall) {
  console.log(`Installing the fonts of the screenshot tests: ${fonts.join(' ')}…`);
  aptInstall(fonts);
} else {
  // Not fatal: only the screenshot tests need them, and they say so when they are missing.
  console.warn(`The screenshot tests need these font packages: sudo apt-get install -y ${fonts.join(' ')}`);
}
