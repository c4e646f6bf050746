import { describe, expect, it } from 'vitest';
import { i18nSource } from '../../theme/i18n';

describe('UI strings', () => {
  it('have a non-empty English and Chinese text for every key', () => {
    for (const [key, value] of Object.entries(i18nSource)) {
      expect(value.en.trim(), `${key}.en`).not.toBe('');
      expect(value.zh.trim(), `${key}.zh`).not.toBe('');
    }
  });

  it('carry the texts the spec names', () => {
    expect(i18nSource.prevPageText.en).toBe('Previous Page');
    expect(i18nSource.nextPageText.en).toBe('Next Page');
    expect(i18nSource.outlineTitle.en).toBe('ON THIS PAGE');
    expect(i18nSource['overview.filterPlaceholderText'].en).toBe('Enter keyword');
    expect(i18nSource['overview.filterNoResultText'].en).toBe('No matching API found');
  });
});
