/** A heading's id and the distance of its top edge from the top of the viewport, in CSS pixels. */
export interface HeadingOffset {
  id: string;
  top: number;
}

/** The heading the outline highlights, and the last heading scrolled past (shown in the small-screen menu). */
export interface ActiveAnchor {
  activeId: string | undefined;
  scrolledId: string | undefined;
}

/**
 * Picks the outline entry to highlight: the first heading visible below the top offset (the top bar and menu
 * bar), or, when none is visible, the last heading scrolled past.
 */
export function pickActiveAnchor(offsets: readonly HeadingOffset[], topOffset: number, viewportHeight: number) {
  const scrolled = offsets.filter((o) => o.top < topOffset);
  const visible = offsets.find((o) => o.top >= topOffset && o.top <= viewportHeight);
  const scrolledId = scrolled.at(-1)?.id;
  return { activeId: visible?.id ?? scrolledId, scrolledId } satisfies ActiveAnchor;
}
