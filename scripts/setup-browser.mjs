// Makes sure a Chromium for the end-to-end tests exists: Debian's /usr/bin/chromium (installed with apt-get
// when missing and allowed), or a browser Playwright already has. Playwright cannot download browsers here.
// Also installs the fonts the screenshot tests render with (scripts/lib/visual-fonts.mjs) when they are missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { missingFontPackages } from './lib/visual-fonts.mjs';

export const systemChromiumPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function playwrightBrowser() {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
let updated = false;
/** Installs Debian packages with apt-get, refreshing the package lists once. @param {string[]} packages */
function aptInstall(packages) {
  if (!updated) execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  updated = true;
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
}

const found = systemChromiumPaths.find((p) => existsSync(p)) ?? playwrightBrowser();
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
  aptInstall(['chromium']);
  console.log('Chromium: /usr/bin/chromium');
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
