import { describe, expect, it } from 'vitest';
import { escapeHtml, median } from '../../theme/lib/shared.mjs';

describe('escapeHtml', () => {
  it('escapes the characters that start markup or end an attribute value, and only those', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;',
    );
    expect(escapeHtml('产物 lib.format: esm')).toBe('产物 lib.format: esm');
  });
});

describe('median', () => {
  it('is the middle number, or the mean of the two middle ones, whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });
});
