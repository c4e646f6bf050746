const hideableParts = ['navbar', 'sidebar', 'outline', 'footer'] as const;

/** The parts `?navbar=0&outline=0` hides; the first of repeated parameters counts, as with `globalUIComponents=0`. */
export function hiddenPartsFromSearch(search: string): ReadonlySet<(typeof hideableParts)[number]> {
  const params = new URLSearchParams(search);
  return new Set(hideableParts.filter((part) => params.get(part) === '0'));
}

/** Page frontmatter with the hidden parts switched off; the same object when nothing is hidden. */
export function withHiddenParts<T extends object>(frontmatter: T, hidden: ReadonlySet<string>): T {
  if (hidden.size === 0) return frontmatter;
  return { ...frontmatter, ...Object.fromEntries([...hidden].map((part) => [part, false])) };
}
