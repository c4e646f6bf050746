const packageManagers = ['npm', 'yarn', 'pnpm', 'bun'] as const;

/** The tab group of every package-manager command block: one choice, remembered for the whole site. */
export const packageManagerTabGroup = 'package.manager';

/** npm's long flags that the other package managers spell differently. */
const flagAliases: Readonly<Record<string, string>> = { '--save-dev': '-D', '--save-exact': '-E' };

/** One package manager's line for an npm command without `npm`; yarn's `create` takes no version, so `@latest` goes. */
export function commandFor(manager: (typeof packageManagers)[number], command: string) {
  const tokens = command.trim().split(/\s+/).filter(Boolean);
  const [subcommand, ...rest] = tokens;
  if (manager !== 'npm' && (subcommand === 'install' || subcommand === 'i')) {
    const args = rest.map((token) => flagAliases[token] ?? token);
    if (!args.every((token) => token.startsWith('-'))) return [manager, 'add', ...args].join(' ');
    // Installing what package.json lists: `yarn` alone does it; pnpm and bun keep `install`.
    return [manager, ...(manager === 'yarn' ? [] : ['install']), ...args].join(' ');
  }
  return [manager, ...tokens].join(' ').replace(/^(yarn create \S*)@latest(?=\s|$)/, '$1');
}

export const toolCommands = (command: string) =>
  packageManagers.map((tool) => ({ tool, command: commandFor(tool, command) }));
