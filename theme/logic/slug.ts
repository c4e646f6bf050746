/** What a heading id keeps: letters, marks, decimal digits, connector punctuation (`_`), joiners, space and hyphen. */
const dropped = /[^\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\p{Join_Control} -]/gu;

/**
 * The heading id of a title, as `github-slugger` (GitHub, Rspress) makes it. That package spells the rule as a 9 KB
 * list of Unicode 13 ranges; these property escapes agree with it on every character Unicode 13 knew
 * (tests/unit/slug.test.ts) and keep it out of the first-load script.
 */
export function slug(title: string): string {
  return title.toLowerCase().replace(dropped, '').replace(/ /g, '-');
}
