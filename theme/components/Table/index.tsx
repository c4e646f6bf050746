import { getCustomMDXComponent as getOriginalMDXComponents } from '@rspress/core/theme-original';
import { type ComponentProps, forwardRef, useEffect, useRef, useState } from 'react';

/** A Markdown table in Rspress's scroll container, which becomes a focusable region when it scrolls, named by the
 * table's caption (its section, theme/plugins/tables.ts) so that the regions of a page differ (issue 41, S7). */
const Table = forwardRef<HTMLTableElement, ComponentProps<'table'>>(function Table(props, ref) {
  const container = useRef<HTMLDivElement>(null);
  // While the table scrolls, its caption (every table has one), else nothing.
  const [caption, setCaption] = useState<string>();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new ResizeObserver(() =>
      setCaption(
        element.scrollWidth > element.clientWidth ? (element.querySelector('caption')?.textContent ?? '') : undefined,
      ),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={container}
      className="rp-table-scroll-container rp-scrollbar"
      {...(caption !== undefined && { role: 'region', 'aria-label': caption, tabIndex: 0 })}
    >
      <table ref={ref} {...props} />
    </div>
  );
});

/** Rspress's Markdown components with {@link Table} in place of its table. */
export function getCustomMDXComponent(): ReturnType<typeof getOriginalMDXComponents> {
  return { ...getOriginalMDXComponents(), table: Table };
}
