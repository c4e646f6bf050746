import type { PackageManagerTabProps } from '@rspress/core/theme-original';
import { packageManagerTabGroup, type ToolCommand, toolCommands } from '../../logic/packageManager';
import { getCustomMDXComponent } from '../Table';
import { Tabs } from '../Tabs';

/** The tabs of a block: derived from an npm-style command string, or a `{ tool: command }` table as given. */
function commandTabs(props: PackageManagerTabProps): ToolCommand[] {
  if (typeof props.command !== 'string') {
    return Object.entries(props.command).flatMap(([tool, command]) => (command ? [{ tool, command }] : []));
  }
  const extraTools = (props.additionalTabs ?? []).map((tab) => tab.tool);
  return toolCommands(props.command, extraTools, { dlx: props.dlx, exec: props.exec });
}

/** One command line as a code block in the site's code colours, focusable so a long line can be scrolled by key. */
function CommandBlock({ command }: { /** The full command line, tool first. */ command: string }) {
  const Pre = getCustomMDXComponent().pre;
  const space = command.indexOf(' ');
  const [tool, rest] = space === -1 ? [command, ''] : [command.slice(0, space), command.slice(space)];
  return (
    <Pre lang="bash" className="shiki css-variables" tabIndex={0}>
      <code>
        <span className="line">
          <span className="sk-function">{tool}</span>
          <span className="sk-string">{rest}</span>
        </span>
      </code>
    </Pre>
  );
}

/**
 * A command in one tab per package manager (npm, yarn, pnpm, bun, then `additionalTabs`), from the npm form without
 * `npm`, or a `command` object as given; the choice is remembered site-wide. No logos: they would ship in every page.
 */
export function PackageManagerTabs(props: PackageManagerTabProps) {
  const tabs = commandTabs(props);
  if (import.meta.env.SSG_MD) {
    return tabs.map(({ tool, command }) => `\n\`\`\`sh [${tool}]\n${command}\n\`\`\`\n`).join('');
  }
  return (
    <Tabs groupId={packageManagerTabGroup} values={tabs.map(({ tool }) => ({ label: tool, value: tool }))}>
      {tabs.map(({ tool, command }) => (
        <CommandBlock key={tool} command={command} />
      ))}
    </Tabs>
  );
}
