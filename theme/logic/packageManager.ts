/** The package managers every command block offers, in tab order. */
export const packageManagers = ['npm', 'yarn', 'pnpm', 'bun'] as const;

/** The tab group of every package-manager command block: one choice, remembered for the whole site. */
export const packageManagerTabGroup = 'package.manager';

/** One of {@link packageManagers}. */
export type PackageManager = (typeof packageManagers)[number];

/** What the command runs: a package-manager subcommand (`install -D x`), or a package binary. */
export interface CommandOptions {
  /** Runs a package's binary without installing it: `npx`, `yarn dlx`, `pnpm dlx`, `bunx`. Wins over `exec`. */
  dlx?: boolean;
  /** Runs a binary installed in the project: `npx`, `yarn`, `pnpm`, `bun`. */
  exec?: boolean;
}

/** One tab of a command block: the tool's name and the full command line. */
export interface ToolCommand {
  tool: string;
  command: string;
}

const dlxPrefix: Record<PackageManager, string> = { npm: 'npx', yarn: 'yarn dlx', pnpm: 'pnpm dlx', bun: 'bunx' };

/** npm's long flags that the other package managers spell differently. */
const flagAliases: Readonly<Record<string, string>> = { '--save-dev': '-D', '--save-exact': '-E' };

const isFlag = (token: string) => token.startsWith('-');

/** Rewrites npm's `install`/`i` for yarn, pnpm and bun: `add` with packages, their own install without. */
function rewriteInstall(manager: Exclude<PackageManager, 'npm'>, rest: string[]): string {
  const args = rest.map((token) => flagAliases[token] ?? token);
  const bare = args.every(isFlag);
  if (!bare) return [manager, 'add', ...args].join(' ');
  // Installing what package.json lists: `yarn` alone does it; pnpm and bun keep `install`.
  return [manager, ...(manager === 'yarn' ? [] : ['install']), ...args].join(' ');
}

/**
 * The command line for one package manager, from an npm-style command without the `npm` in front
 * (`install -D @rslib/core`). For yarn, pnpm and bun, `install` becomes `add` unless no package is named
 * (`npm install` → `yarn`, `pnpm install`, `bun install`); `create x@latest` drops `@latest` for yarn, whose
 * `create` does not accept a version. Other commands are passed on unchanged.
 */
export function commandFor(manager: PackageManager, command: string, options: CommandOptions = {}): string {
  const tokens = command.trim().split(/\s+/).filter(Boolean);
  if (options.dlx) return [dlxPrefix[manager], ...tokens].join(' ');
  if (options.exec) return [manager === 'npm' ? 'npx' : manager, ...tokens].join(' ');
  const [subcommand, ...rest] = tokens;
  if (manager !== 'npm' && (subcommand === 'install' || subcommand === 'i')) return rewriteInstall(manager, rest);
  if (manager === 'yarn' && subcommand === 'create') {
    return [
      'yarn',
      'create',
      ...rest.map((token, index) => (index === 0 ? token.replace(/@latest$/, '') : token)),
    ].join(' ');
  }
  return [manager, ...tokens].join(' ');
}

/** Every tab of a command block: the four package managers, then each extra tool with the command as written. */
export function toolCommands(command: string, extraTools: readonly string[] = [], options: CommandOptions = {}) {
  const tabs: ToolCommand[] = packageManagers.map((tool) => ({ tool, command: commandFor(tool, command, options) }));
  for (const tool of extraTools) {
    if (!tabs.some((tab) => tab.tool === tool)) tabs.push({ tool, command: `${tool} ${command.trim()}` });
  }
  return tabs;
}
