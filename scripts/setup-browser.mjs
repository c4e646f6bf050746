// Makes sure a Chromium for the end-to-end tests exists: Debian's /usr/bin/chromium (installed with apt-get
// when missing and allowed), or a browser Playwright already has. Playwright cannot download browsers here.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const systemChromiumPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function playwrightBrowser() {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const found = systemChromiumPaths.find((p) => existsSync(p)) ?? playwrightBrowser();
if (found) {
  console.log(`Chromium: ${found}`);
} else {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      "No Chromium found. Install Debian's package (sudo apt-get install -y chromium) and run the tests again.",
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium package…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  console.log('Chromium: /usr/bin/chromium');
}
