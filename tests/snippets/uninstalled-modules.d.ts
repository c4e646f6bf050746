// Modules that pages import but this project does not install, for scripts/check-snippets.mjs. A module declared
// without a body is `any`, so a snippet that uses it is checked for everything else. check-snippets fails when a
// module listed here is installed after all, because this declaration would then hide its real types.

// Tools a migration guide converts from: their configs are shown as readers have them today.
declare module 'tsup';
declare module '@modern-js/module-tools';
declare module 'unbuild';
declare module 'tsdown';

// Storybook's framework and addon for Rsbuild, whose install brings the whole of Storybook. `AddonOptions` has the
// shape of storybook-addon-rslib 3.3.3; of Storybook's own config, only the fields the guide uses are typed.
declare module 'storybook-addon-rslib' {
  import type { RsbuildConfig } from '@rsbuild/core';
  import type { LibConfig } from '@rslib/core';

  export interface AddonOptions {
    rslib?: {
      cwd?: string;
      configPath?: string;
      libIndex?: number | false;
      modifyLibConfig?: (config: LibConfig) => void;
      modifyLibRsbuildConfig?: (config: RsbuildConfig) => void;
    };
  }
}

declare module 'storybook-react-rsbuild' {
  import type { AddonOptions } from 'storybook-addon-rslib';

  export interface StorybookConfig {
    stories: string[];
    addons?: (string | { name: string; options?: AddonOptions })[];
    framework: string | { name: string; options?: Record<string, unknown> };
    [field: string]: unknown;
  }
  export type Meta<_Component> = Record<string, unknown>;
  export type StoryObj<_Meta> = Record<string, unknown>;
}

// Packages that stand for the reader's own library, imported by an application.
declare module 'my-ui';
declare module 'my-lib';
declare module 'my-lib/utils';

// Rspress's API-docs plugin: installing it brings react-docgen-typescript and about 260 packages.
declare module '@rspress/plugin-api-docgen' {
  import type { RspressPlugin } from '@rspress/core';

  export function pluginApiDocgen(options?: Record<string, unknown>): RspressPlugin;
}

// The sibling package of the monorepo guide: a workspace package that the page builds, not one on npm. Its types are
// those of the page's packages/utils/src/index.ts.
declare module '@demo/utils' {
  export interface Name {
    first: string;
    last: string;
  }
  export const fullName: (name: Name) => string;
}

// The Source Build plugin of the monorepo guide (1.0.6): the page's journey installs it, the docs project does not.
// The options have the shape of its `PluginSourceBuildOptions` (`extraMonorepoStrategies` left out).
declare module '@rsbuild/plugin-source-build' {
  import type { RsbuildPlugin } from '@rsbuild/core';

  export interface PluginSourceBuildOptions {
    sourceField?: string;
    resolvePriority?: 'source' | 'output';
    projectName?: string;
  }
  export function pluginSourceBuild(options?: PluginSourceBuildOptions): RsbuildPlugin;
}
