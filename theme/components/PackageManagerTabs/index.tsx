import {
  PackageManagerTabs as BasePackageManagerTabs,
  type PackageManagerTabProps,
} from '@rspress/core/theme-original';
import { toolCommands } from '../../chrome/packageManager';

type CommandTable = Extract<PackageManagerTabProps, { command: object }>['command'];

/**
 * A command in one tab per package manager: npm, yarn, pnpm and bun, then any `additionalTabs` tools. Write the
 * npm form without `npm` (`command="install -D @rslib/core"`); the other tabs are derived by `toolCommands`.
 * The chosen tab is remembered for every such block of the site. A `command` object is shown as given.
 * The tabs are drawn by the theme's `Tabs` (an ARIA tab list that keys can move through).
 */
export function PackageManagerTabs(props: PackageManagerTabProps) {
  if (typeof props.command !== 'string') return <BasePackageManagerTabs {...props} />;
  const extraTabs = props.additionalTabs ?? [];
  const tabs = toolCommands(
    props.command,
    extraTabs.map((tab) => tab.tool),
    { dlx: props.dlx, exec: props.exec },
  );
  const command = Object.fromEntries(tabs.map((tab) => [tab.tool, tab.command])) as CommandTable;
  return <BasePackageManagerTabs command={command} additionalTabs={extraTabs} />;
}
