import fs from 'node:fs';
import path from 'node:path';
import type { HeadIndexFile, LanguageIndex, TextIndexFile } from '../../theme/search/index-files';
import type { Lang } from '../../theme/site-model.mjs';
import { buildDir } from '../site/built-site';

/**
 * The local search index of a language as the site ships it: the two files the build wrote to
 * `doc_build/static/search/` (`<lang>.<hash>.json`, then `<lang>-text.<hash>.json`). Run after `npx rspress build`.
 */
export function builtIndex(lang: Lang): LanguageIndex {
  const dir = path.join(buildDir, 'static/search');
  const read = (pattern: RegExp) => {
    const names = fs.readdirSync(dir).filter((name) => pattern.test(name));
    if (names.length !== 1) throw new Error(`expected one file matching ${pattern} in ${dir}, found ${names.length}`);
    return JSON.parse(fs.readFileSync(path.join(dir, names[0] as string), 'utf8'));
  };
  return {
    head: read(new RegExp(`^${lang}\\.[0-9a-f]+\\.json$`)) as HeadIndexFile,
    text: read(new RegExp(`^${lang}-text\\.[0-9a-f]+\\.json$`)) as TextIndexFile,
  };
}

/** The built indexes of both languages. */
export const builtIndexes = (): Record<Lang, LanguageIndex> => ({ en: builtIndex('en'), zh: builtIndex('zh') });
