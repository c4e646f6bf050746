/**
 * The outline entry to highlight: the first heading visible below the top offset (top bar and menu bar), else the
 * last one scrolled past. Once the page is scrolled, the menu bar names that same heading (`labelId`), so the two
 * never disagree; at the very top it shows the outline's title.
 */
export function pickActiveAnchor(
  offsets: { id: string; top: number }[],
  topOffset: number,
  viewportHeight: number,
  scrollY: number,
) {
  const scrolled = offsets.filter((o) => o.top < topOffset);
  const visible = offsets.find((o) => o.top >= topOffset && o.top <= viewportHeight);
  const activeId = visible?.id ?? scrolled.at(-1)?.id;
  return { activeId, labelId: scrollY > 0 || scrolled.length > 0 ? activeId : undefined };
}
