import { describe, expect, it } from 'vitest';
import { i18nSource } from '../../theme/i18n';
import searchDialogText from '../../theme/search/text.json';

describe('UI strings', () => {
  it('have a non-empty English and Chinese text for every key', () => {
    for (const [key, value] of Object.entries({ ...i18nSource, ...searchDialogText })) {
      expect(value.en.trim(), `${key}.en`).not.toBe('');
      expect(value.zh.trim(), `${key}.zh`).not.toBe('');
    }
  });

  it("keep the search dialog's words apart from the strings every page ships, the Search button's label excepted", () => {
    for (const key of Object.keys(searchDialogText)) expect(i18nSource, key).not.toHaveProperty([key]);
    expect(i18nSource['search.buttonText'].en).toBe('Search');
  });

  it('carry the texts the spec names', () => {
    expect(i18nSource.prevPageText.en).toBe('Previous Page');
    expect(i18nSource.nextPageText.en).toBe('Next Page');
    expect(i18nSource.outlineTitle.en).toBe('ON THIS PAGE');
    expect(i18nSource['overview.filterPlaceholderText'].en).toBe('Enter keyword');
    expect(i18nSource['overview.filterNoResultText'].en).toBe('No matching API found');
  });
});
