import { useI18n, useSite } from '@rspress/core/runtime';
import { IconDown, SvgWrapper, useMdUrl } from '@rspress/core/theme-original';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { SiteI18n } from '../../i18n';
import styles from './index.module.css';

const loadMenu = () => import('./Menu');
const Menu = lazy(loadMenu);
const fromToggle: Record<string, number> = { ArrowDown: 0, ArrowUp: -1 };

/** The 'Open' menu as a disclosure list: Rspress's trigger has no label and holds its links inside the button. */
export function LlmsViewOptions() {
  const t = useI18n<SiteI18n>();
  const { site } = useSite();
  const { pathname } = useMdUrl();
  const [open, setOpen] = useState<false | { entry?: number }>(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const { llmsUI } = site.themeConfig;
  const items = (typeof llmsUI === 'object' && llmsUI.viewOptions) || [];

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      wrapper.current?.querySelector('button')?.focus();
    };
    const listening = new AbortController();
    document.addEventListener('mousedown', onPointer, { signal: listening.signal });
    document.addEventListener('keydown', onKey, { signal: listening.signal });
    return () => listening.abort();
  }, [open]);

  if (!pathname || items.length === 0) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the focus leaving the toggle and its list closes the list.
    <div
      className={styles.wrapper}
      ref={wrapper}
      onBlur={(event) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={`rp-llms-button ${open ? 'rp-llms-view-options__trigger--active' : ''}`}
        aria-expanded={!!open}
        aria-controls={menuId}
        onClick={() => setOpen(open ? false : {})}
        onKeyDown={(event) => {
          const entry = fromToggle[event.key];
          if (entry === undefined) return;
          event.preventDefault();
          setOpen({ entry });
        }}
        onPointerEnter={loadMenu}
        onFocus={loadMenu}
      >
        <span>{t('llmsOpenText')}</span>
        <SvgWrapper
          icon={IconDown}
          className={`rp-llms-view-options__arrow ${open ? 'rp-llms-view-options__arrow--rotated' : ''}`}
          aria-hidden
        />
      </button>
      {open && (
        <Suspense fallback={null}>
          <Menu id={menuId} pathname={pathname} options={items} focus={open} close={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
