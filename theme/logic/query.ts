/** The parts of a page that a query parameter can hide. */
export const hideableParts = ['navbar', 'sidebar', 'outline', 'footer'] as const;

/** One of {@link hideableParts}. */
export type HideablePart = (typeof hideableParts)[number];

/**
 * The parts that the query string asks to hide: `?navbar=0&outline=0` hides the top bar and the outline.
 * Only the exact value `0` hides a part; any other value (`navbar=abc`, `navbar=`, `navbar=false`) keeps it.
 * A repeated parameter counts by its first occurrence, as Rspress reads `globalUIComponents=0`.
 */
export function hiddenPartsFromSearch(search: string): ReadonlySet<HideablePart> {
  const params = new URLSearchParams(search);
  const hidden = new Set<HideablePart>();
  for (const part of hideableParts) {
    if (params.get(part) === '0') hidden.add(part);
  }
  return hidden;
}

/** Page frontmatter with the hidden parts switched off; the same object when nothing is hidden. */
export function withHiddenParts<T extends object>(frontmatter: T, hidden: ReadonlySet<HideablePart>): T {
  if (hidden.size === 0) return frontmatter;
  const overrides = Object.fromEntries([...hidden].map((part) => [part, false]));
  return { ...frontmatter, ...overrides };
}
