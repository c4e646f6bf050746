import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/**
 * Rspress's own stylesheets of the components the theme replaces (CONTRIBUTING.md, "Forks of Rspress's theme"), as
 * paths next to the entry of `@rspress/core/theme-original`. Each one is imported only by its component's module, so
 * a replaced component takes its styles out of the build with it; our forks keep Rspress's markup and class names and
 * need those rules. The list names the stylesheets, not the modules: marking the modules as side effects would also
 * keep what they import (`body-scroll-lock` for the full-screen menu) in every page's JavaScript.
 */
export const forkedComponentStyles = [
  'components/Nav/index.css',
  'components/Nav/NavMenu.css',
  'components/NavHamburger/index.css',
  'components/NavScreen/index.css',
  'components/NavScreen/NavScreenAppearance.css',
  'components/NavScreen/NavScreenMenuItem.css',
  'components/HomeHero/index.css',
  'components/HomeFeature/index.css',
  'components/SwitchAppearance/index.css',
  'components/SwitchAppearance/global.css',
  'components/Tabs/index.css',
  'layout/NotFountLayout/index.css',
];

/** The stylesheets' files in the installed Rspress (each release of the version window brings its own). */
export function forkedComponentStyleFiles(): string[] {
  const themeDir = path.dirname(createRequire(__filename).resolve('@rspress/core/theme-original'));
  return forkedComponentStyles.map((file) => {
    const full = path.join(themeDir, file);
    if (!fs.existsSync(full)) {
      throw new Error(`Rspress has no ${file} next to its theme any more: update theme/styles/rspress-styles.ts`);
    }
    return full;
  });
}

/**
 * Adds those stylesheets to the site's CSS as they ship with the installed release, ahead of the theme's own rules
 * (which refine them at equal or higher specificity), so no copy of them is ours to keep in step.
 */
export function pluginRspressStyles(): RspressPlugin {
  return {
    name: 'rslib-docs-rspress-styles',
    builderConfig: { source: { preEntry: forkedComponentStyleFiles() } },
  };
}
