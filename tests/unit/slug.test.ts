import { slug as githubSlug } from '@rspress/shared/github-slugger';
import { describe, expect, it } from 'vitest';
import { slug } from '../../theme/logic/slug';

describe('heading slug', () => {
  it('gives the ids Rspress gives Markdown headings', () => {
    for (const title of [
      'Lib Configurations',
      'Rsbuild 配置',
      'lib.format',
      'Why Rslib?',
      'output.distPath.root',
      'C++ & Rust: <FFI>',
      'Émile’s café — déjà vu',
      'snake_case and kebab-case',
      'Emoji 🚀 rocket ✨',
      'Ⓐ circled, ² superscript, Ⅻ roman',
      'हिन्दी शीर्षक',
      '  padded  ',
    ]) {
      expect(slug(title), title).toBe(githubSlug(title));
    }
  });

  it('differs from github-slugger only by keeping characters assigned after its Unicode 13 tables', () => {
    const keptOnlyByUs: number[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const char = String.fromCodePoint(codePoint);
      const ours = slug(char);
      const theirs = githubSlug(char);
      if (ours === theirs) continue;
      // Where they differ, ours keeps a character that github-slugger's Unicode 13 tables call unassigned.
      expect(theirs, `U+${codePoint.toString(16)}`).toBe('');
      keptOnlyByUs.push(codePoint);
    }
    // Samples assigned after Unicode 13: Arabic Extended-B (14.0), Tangsa (14.0), Kawi (15.0).
    expect(keptOnlyByUs).toEqual(expect.arrayContaining([0x870, 0x16a70, 0x11f04]));
  });
});
