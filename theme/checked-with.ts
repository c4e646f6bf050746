import data from './checked-with.data.json' with { type: 'json' };
import { pageText } from './i18n';
import type { Lang } from './site-model.mjs';

/** The releases the pages were checked with (theme/checked-with.data.json, written from package-lock.json by
 * scripts/write-checked-with.mjs). */
export const checkedWith: Record<string, string> = data.packages;

/** The sentence that names them, as Markdown: `<CheckedWith />` on the upgrade page. */
export function checkedWithMarkdown(lang: Lang): string {
  const version = (name: string) => {
    const found = checkedWith[name];
    if (!found) throw new Error(`theme/checked-with.data.json names no ${name}`);
    return found;
  };
  return pageText.checkedWith[lang]
    .replace('{rslib}', version('@rslib/core'))
    .replace('{rsbuild}', version('@rsbuild/core'))
    .replace('{rspack}', version('@rspack/core'));
}
