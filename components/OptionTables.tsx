import { useLang } from '@rspress/core/runtime';
import { langOrDefault } from '../theme/site-model.mjs';

/**
 * The generated parts of the config pages in their `.md` copies. In the HTML of the site and in `rspress dev`,
 * theme/plugins/static-components.ts has already put the same Markdown in the page at compile time (static markup, no
 * JavaScript); Rspress's Markdown output skips that plugin, so it renders these, from the constant the plugin defines.
 */
function part(key: string): string {
  const markdown = RSLIB_OPTION_TABLES[`${key}:${langOrDefault(useLang())}`];
  if (markdown === undefined) throw new Error(`no generated part ${key}`);
  return `\n${markdown}\n`;
}

/** The table of every option of a group: `<OptionsTable group="lib" />`, on /config/lib/ and /config/rsbuild/. */
export function OptionsTable({ group }: { group: 'lib' | 'rsbuild' }) {
  return part(group);
}

/** The config changes of every release since 0.1, on /guide/basic/config-changes. */
export function ConfigChanges() {
  return part('changes');
}
