import { packageManagerTabGroup, toolCommands } from '../../logic/packageManager';
import { getCustomMDXComponent } from '../Table';
import { Tabs } from '../Tabs';

/** One command line as a tab (`label`) of bash code in the site's colours, focusable so a long line scrolls by key. */
function CommandBlock({ command }: { label: string; command: string }) {
  const Pre = getCustomMDXComponent().pre;
  const [, tool, rest] = /^(\S*)(.*)$/.exec(command) ?? [];
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

/** A command (npm's, without `npm`) in a tab per package manager; no logos: they would ship in every page. */
export function PackageManagerTabs({ command }: { command: string }) {
  const tabs = toolCommands(command);
  if (import.meta.env.SSG_MD) {
    return tabs.map(({ tool, command }) => `\n\`\`\`sh [${tool}]\n${command}\n\`\`\`\n`).join('');
  }
  return (
    <Tabs groupId={packageManagerTabGroup}>
      {tabs.map(({ tool, command }) => (
        <CommandBlock key={tool} label={tool} command={command} />
      ))}
    </Tabs>
  );
}
