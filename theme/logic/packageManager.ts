const packageManagers = ['npm', 'yarn', 'pnpm', 'bun'] as const;

/** The tab group of every package-manager command block: one choice, remembered for the whole site. */
export const packageManagerTabGroup = 'package.manager';

/** `dlx`: a package's binary, not installed (wins over `exec`); `exec`: a binary of the project; else a subcommand. */
type CommandOptions = { dlx?: boolean; exec?: boolean };

const dlxPrefix = { npm: 'npx', yarn: 'yarn dlx', pnpm: 'pnpm dlx', bun: 'bunx' };

/** npm's long flags that the other package managers spell differently. */
const flagAliases: Readonly<Record<string, string>> = { '--save-dev': '-D', '--save-exact': '-E' };

/** One package manager's line for an npm command without `npm`; yarn's `create` takes no version, so `@latest` goes. */
export function commandFor(manager: (typeof packageManagers)[number], command: string, options: CommandOptions = {}) {
  const tokens = command.trim().split(/\s+/).filter(Boolean);
  if (options.dlx) return [dlxPrefix[manager], ...tokens].join(' ');
  if (options.exec) return [manager === 'npm' ? 'npx' : manager, ...tokens].join(' ');
  const [subcommand, ...rest] = tokens;
  if (manager !== 'npm' && (subcommand === 'install' || subcommand === 'i')) {
    const args = rest.map((token) => flagAliases[token] ?? token);
    if (!args.every((token) => token.startsWith('-'))) return [manager, 'add', ...args].join(' ');
    // Installing what package.json lists: `yarn` alone does it; pnpm and bun keep `install`.
    return [manager, ...(manager === 'yarn' ? [] : ['install']), ...args].join(' ');
  }
  if (manager === 'yarn' && subcommand === 'create') {
    return ['yarn', 'create', ...rest.map((token, i) => (i === 0 ? token.replace(/@latest$/, '') : token))].join(' ');
  }
  return [manager, ...tokens].join(' ');
}

/** Every tab of a command block: the four package managers, then each extra tool with the command as written. */
export function toolCommands(command: string, extraTools: readonly string[] = [], options: CommandOptions = {}) {
  const tabs: { tool: string; command: string }[] = packageManagers.map((tool) => ({
    tool,
    command: commandFor(tool, command, options),
  }));
  for (const tool of extraTools) {
    if (!tabs.some((tab) => tab.tool === tool)) tabs.push({ tool, command: `${tool} ${command.trim()}` });
  }
  return tabs;
}
