/** Han, Hiragana, Katakana and Hangul: scripts written without spaces, searched by character pairs. */
const cjkRun = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/u;
/** A word of letters and digits in a spaced script, or a run of CJK characters. */
const segment = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|[\p{L}\p{N}]+/gu;
/** Where a camelCase or PascalCase word breaks into parts: `autoExternal` → `auto`, `External`. */
const camelBreak = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/** Words of a question that carry no meaning for the search, and Chinese particles the segmenter finds as words. */
const stopWords = new Set([
  ...'a an and are can do does for how i in is my of on or the to what when why with'.split(' '),
  ...['如何', '怎么', '什么', '怎样', '为什么', ...'的了在中里吗呢是和与及把被到'],
]);

export const isCjk = (term: string): boolean => cjkRun.test(term);

const pairs = (run: string): string[] => {
  const chars = Array.from(run);
  return chars.length < 2 ? chars : chars.slice(1).map((char, i) => `${chars[i]}${char}`);
};

/** The browser's word segmenter for Chinese, where it has one (not Firefox before 125 nor Safari 14.0). */
const segmenter = 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;

/**
 * Query terms of a CJK run: pairs inside the segmenter's words (`怎么生成类型`: `生成`, `类型`), one-character words joined
 * again (it splits words it does not know: `组件` in `按组件输出`), without one every pair; phrases: pairs across words.
 */
function cjkQuery(run: string): { terms: string[]; phrases: string[] } {
  const terms: string[] = [];
  const phrases: string[] = [];
  if (!segmenter) return { terms: pairs(run).filter((pair) => !stopWords.has(pair)), phrases };
  let singles = '';
  let previous: string | null = null;
  // The words as the segmenter finds them, `null` for particles and question words, and at the end.
  for (const { segment: found } of [...segmenter.segment(run), { segment: '' }]) {
    const word = found && !stopWords.has(found) ? found : null;
    if (previous && word) phrases.push(`${previous.slice(-1)}${Array.from(word)[0]}`);
    previous = word;
    if (word !== null && Array.from(word).length === 1) singles += word;
    else {
      if (singles) terms.push(...pairs(singles));
      singles = '';
      if (word) terms.push(...pairs(word));
    }
  }
  return { terms, phrases };
}

/**
 * Terms of a text: lower-cased words, camelCase parts, every pair of neighbouring CJK characters (whatever a reader's
 * segmenter makes of a query), and in titles single CJK characters too (not in texts: half the work on Chinese pages).
 */
export function indexTerms(text: string, fieldName?: string): string[] {
  const terms: string[] = [];
  for (const [word] of text.normalize('NFKC').matchAll(segment)) {
    if (isCjk(word)) {
      if (fieldName !== 'content' && word.length > 1) terms.push(...Array.from(word));
      terms.push(...pairs(word));
      continue;
    }
    terms.push(word.toLowerCase());
    const parts = word.split(camelBreak);
    if (parts.length > 1) terms.push(...parts.map((part) => part.toLowerCase()));
  }
  return terms;
}

/** Terms of a query: lower-cased words and CJK pairs without filler words, unless the query has nothing else. */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  const all: string[] = [];
  for (const [word] of query.normalize('NFKC').matchAll(segment)) {
    if (isCjk(word)) {
      const cjk = cjkQuery(word).terms;
      terms.push(...cjk);
      all.push(...(cjk.length > 0 ? cjk : pairs(word)));
      continue;
    }
    const lower = word.toLowerCase();
    all.push(lower);
    if (!stopWords.has(lower)) terms.push(lower);
  }
  return terms.length > 0 ? terms : all;
}

/** The phrase pairs of a query's CJK runs (see {@link cjkQuery}). */
export const phraseTerms = (query: string): string[] =>
  Array.from(query.normalize('NFKC').matchAll(segment), ([run]) => (isCjk(run) ? cjkQuery(run).phrases : [])).flat();
