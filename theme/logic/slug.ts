/** What a heading id keeps: letters, marks, decimal digits, connector punctuation (`_`), joiners, space and hyphen. */
const dropped = /[^\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\p{Join_Control} -]/gu;

/** `github-slugger`'s heading ids without its 9 KB of Unicode 13 ranges in the first load (tests/unit/slug.test.ts). */
export function slug(title: string): string {
  return title.toLowerCase().replace(dropped, '').replace(/ /g, '-');
}
