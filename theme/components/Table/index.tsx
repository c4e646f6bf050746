import { useI18n } from '@rspress/core/runtime';
import { getCustomMDXComponent as getOriginalMDXComponents } from '@rspress/core/theme-original';
import { type ComponentProps, forwardRef, useEffect, useRef, useState } from 'react';
import type { SiteI18n } from '../../i18n';

/** A Markdown table in Rspress's scroll container, which becomes a named, focusable region when it scrolls. */
const Table = forwardRef<HTMLTableElement, ComponentProps<'table'>>(function Table(props, ref) {
  const t = useI18n<SiteI18n>();
  const container = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setOverflows(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
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
