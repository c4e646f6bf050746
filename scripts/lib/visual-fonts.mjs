// The fonts the screenshot tests (tests/e2e/visual.spec.ts) render with, and the Debian packages that bring them.
// The site uses system fonts; on Linux, Chromium takes them from fontconfig. The screenshots are taken with a
// fontconfig setup that holds these files only, so a machine with more fonts installed renders the same pixels.
import fs from 'node:fs';
import path from 'node:path';

/** One font file and the Debian package that installs it. */
/** @typedef {{ file: string, pkg: string }} VisualFont */

/** @type {readonly VisualFont[]} */
export const visualFonts = [
  // Latin text, code, bold: DejaVu, the fonts Debian's fontconfig depends on.
  { file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', pkg: 'fonts-dejavu-core' },
  { file: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', pkg: 'fonts-dejavu-core' },
  { file: '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf', pkg: 'fonts-dejavu-core' },
  { file: '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf', pkg: 'fonts-dejavu-core' },
  // Chinese text: a small CJK font (1.6 MB package); without one the Chinese pages render as boxes.
  { file: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', pkg: 'fonts-wqy-microhei' },
];

/** The Debian packages of the fonts that are missing on this machine. */
export const missingFontPackages = () => [
  ...new Set(visualFonts.filter(({ file }) => !fs.existsSync(file)).map(({ pkg }) => pkg)),
];

/**
 * Writes a fontconfig setup into `dir` that knows only {@link visualFonts} (linked into `dir/fonts`), with fixed
 * rendering settings, and returns the path of its `fonts.conf` for `FONTCONFIG_FILE`.
 * @param {string} dir
 */
export function writeFontConfig(dir) {
  const fontsDir = path.join(dir, 'fonts');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(fontsDir, { recursive: true });
  for (const { file } of visualFonts) fs.symlinkSync(file, path.join(fontsDir, path.basename(file)));
  const prefer = (/** @type {string[]} */ families) => families.map((f) => `<family>${f}</family>`).join('');
  const conf = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${fontsDir}</dir>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
  <alias><family>sans-serif</family><prefer>${prefer(['DejaVu Sans', 'WenQuanYi Micro Hei'])}</prefer></alias>
  <alias><family>serif</family><prefer>${prefer(['DejaVu Sans', 'WenQuanYi Micro Hei'])}</prefer></alias>
  <alias><family>system-ui</family><prefer>${prefer(['DejaVu Sans', 'WenQuanYi Micro Hei'])}</prefer></alias>
  <alias><family>monospace</family><prefer>${prefer(['DejaVu Sans Mono', 'WenQuanYi Micro Hei Mono'])}</prefer></alias>
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
    <edit name="autohint" mode="assign"><bool>false</bool></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
  </match>
  <!-- Bold for fonts without a bold face (the CJK font), as Debian's 90-synthetic.conf does. -->
  <match target="font">
    <test name="weight" compare="less_eq"><const>medium</const></test>
    <test target="pattern" name="weight" compare="more"><const>medium</const></test>
    <edit name="embolden" mode="assign"><bool>true</bool></edit>
    <edit name="weight" mode="assign"><const>bold</const></edit>
  </match>
</fontconfig>
`;
  const confFile = path.join(dir, 'fonts.conf');
  fs.writeFileSync(confFile, conf);
  return confFile;
}
