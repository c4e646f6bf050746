import { useI18n } from '@rspress/core/runtime';
import { getCustomMDXComponent as getOriginalMDXComponents } from '@rspress/core/theme-original';
import { type ComponentProps, forwardRef, type RefObject, useEffect, useRef, useState } from 'react';
import type { SiteI18n } from '../../i18n';

/** Whether the element is wider than its box, kept up to date as the layout changes. */
function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

/** A Markdown table in Rspress's scroll container, which becomes a named, focusable region when it scrolls. */
export const Table = forwardRef<HTMLTableElement, ComponentProps<'table'>>(function Table(props, ref) {
  const t = useI18n<SiteI18n>();
  const container = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(container);
  return (
    <div
      ref={container}
      className="rp-table-scroll-container rp-scrollbar"
      {...(overflows && { role: 'region', 'aria-label': t('tableRegionLabel'), tabIndex: 0 })}
    >
      <table ref={ref} {...props} />
    </div>
  );
});

/** Rspress's Markdown components with {@link Table} in place of its table. */
export function getCustomMDXComponent(): ReturnType<typeof getOriginalMDXComponents> {
  return { ...getOriginalMDXComponents(), table: Table };
}
