/** Han, Hiragana, Katakana and Hangul: scripts written without spaces, searched by character pairs. */
const cjkRun = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/u;
/** A word of letters and digits in a spaced script, or a run of CJK characters. */
const segment = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|[\p{L}\p{N}]+/gu;
/** Where a camelCase or PascalCase word breaks into parts: `autoExternal` → `auto`, `External`. */
const camelBreak = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/** Words a reader adds to a question that carry no meaning for the search. */
const stopWords = new Set(
  'a an and are can do does for how i in is my of on or the to what when why with 如何 怎么 什么 怎样'.split(' '),
);

/** Whether a term is made of CJK characters. */
export const isCjk = (term: string): boolean => cjkRun.test(term);

const pairs = (run: string): string[] => {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  return chars.slice(1).map((char, i) => `${chars[i]}${char}`);
};

/**
 * Terms of a text for the index: lower-cased words, the parts of camelCase words, and for CJK text every pair of
 * neighbouring characters (so that `输出格式` is found by `输出`, `格式` or `出格`). Short texts (titles) also get
 * every single CJK character; long texts do not, which halves the work of indexing Chinese pages.
 */
export function indexTerms(text: string, fieldName?: string): string[] {
  const terms: string[] = [];
  const singles = fieldName !== 'content';
  for (const [word] of text.normalize('NFKC').matchAll(segment)) {
    if (isCjk(word)) {
      if (singles && word.length > 1) terms.push(...Array.from(word));
      terms.push(...pairs(word));
      continue;
    }
    terms.push(word.toLowerCase());
    const parts = word.split(camelBreak);
    if (parts.length > 1) terms.push(...parts.map((part) => part.toLowerCase()));
  }
  return terms;
}

/**
 * Terms of a query: lower-cased words without filler words, and CJK text as pairs of neighbouring characters (a single
 * character stays one term). A query of filler words only keeps them, so it still finds something.
 */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const [word] of query.normalize('NFKC').matchAll(segment)) {
    terms.push(...(isCjk(word) ? pairs(word) : [word.toLowerCase()]));
  }
  const meaningful = terms.filter((term) => !stopWords.has(term));
  return meaningful.length > 0 ? meaningful : terms;
}
