/**
 * Characters a heading id keeps besides letters: marks, decimal digits, connector punctuation (`_`), joiners,
 * space and hyphen. Everything else (punctuation, symbols, emoji, controls) is dropped.
 */
const dropped = /[^\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\p{Join_Control} -]/gu;

/**
 * The heading id of a title, as GitHub and Rspress's Markdown headings make it (`github-slugger`): lower case,
 * punctuation and symbols removed, spaces turned into hyphens. `github-slugger` spells the same rule as a
 * 9 KB list of Unicode 13 ranges; Unicode property escapes say it in one line and agree with it on every
 * character Unicode 13 knew (checked in tests/unit/slug.test.ts), so it stays out of the first-load script.
 */
export function slug(title: string): string {
  return title.toLowerCase().replace(dropped, '').replace(/ /g, '-');
}
