/**
 * Picks the outline entry to highlight from each heading's distance to the top of the viewport: the first heading
 * visible below the top offset (the top bar and menu bar), or, when none is visible, the last heading scrolled past.
 * Once the page is scrolled at all, the menu bar names that same heading (`labelId`); at the very top it shows the
 * outline's title. The bar and the outline never name two different headings (they did after a click on an outline
 * entry, when the bar named the heading before it).
 */
export function pickActiveAnchor(
  offsets: readonly { id: string; top: number }[],
  topOffset: number,
  viewportHeight: number,
  scrollY: number,
) {
  const scrolled = offsets.filter((o) => o.top < topOffset);
  const visible = offsets.find((o) => o.top >= topOffset && o.top <= viewportHeight);
  const activeId = visible?.id ?? scrolled.at(-1)?.id;
  return { activeId, labelId: scrollY > 0 || scrolled.length > 0 ? activeId : undefined };
}
