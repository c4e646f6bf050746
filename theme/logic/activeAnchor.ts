/** The heading to highlight, which the menu bar names too (`labelId`) once the page is scrolled, so they agree. */
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
