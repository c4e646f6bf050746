import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/**
 * Rspress's stylesheets of the replaced components (the build leaves out the modules that import them), before ours;
 * as files: side-effect modules would also keep what they import (`body-scroll-lock`) in every page's JavaScript.
 */
export function pluginRspressStyles(): RspressPlugin {
  const themeDir = path.dirname(createRequire(__filename).resolve('@rspress/core/theme-original'));
  const files = [
    'components/Nav/index.css',
    'components/Nav/NavMenu.css',
    'components/NavHamburger/index.css',
    'components/NavTitle/index.css',
    'components/NavScreen/index.css',
    'components/NavScreen/NavScreenAppearance.css',
    'components/NavScreen/NavScreenMenuItem.css',
    'components/CodeButtonGroup/index.css',
    'components/HomeHero/index.css',
    'components/LastUpdated/index.css',
    'components/Llms/index.css',
    'components/Llms/LlmsCopyButton.css',
    // Our LlmsViewOptions copy's look; it came with Rspress's Outline (its Open row), which we replace.
    'components/Llms/LlmsViewOptions.css',
    'components/Outline/index.css',
    'components/Sidebar/SidebarDivider.css',
    'components/Sidebar/SidebarGroup.css',
    'components/Sidebar/SidebarItem.css',
    'components/Sidebar/SidebarSectionHeader.css',
    'components/SourceCode/index.css',
    'components/SwitchAppearance/index.css',
    'components/SwitchAppearance/global.css',
    'components/Tabs/index.css',
    'layout/NotFountLayout/index.css',
  ].map((file) => {
    const full = path.join(themeDir, file);
    if (!fs.existsSync(full)) throw new Error(`Rspress has no ${full} any more: update theme/styles/rspress-styles.ts`);
    return full;
  });
  return { name: 'rslib-docs-rspress-styles', builderConfig: { source: { preEntry: files } } };
}
