import { useI18n, useSite } from '@rspress/core/runtime';
import {
  IconDown,
  IconExternalLink,
  type LlmsViewOptionsProps,
  SvgWrapper,
  useMdUrl,
} from '@rspress/core/theme-original';
import { useEffect, useId, useRef, useState } from 'react';
import type { SiteI18n } from '../../i18n';
import styles from './index.module.css';
import { useChatItems } from './useChatItems';

/**
 * The 'Open' menu beside the page title: open the page in ChatGPT or Claude, or copy the link to its Markdown.
 * Replaces the default menu, whose trigger has no label and holds its links inside the button.
 */
export function LlmsViewOptions({ options }: LlmsViewOptionsProps) {
  const t = useI18n<SiteI18n>();
  const { site } = useSite();
  const { pathname } = useMdUrl();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const llmsUI = site.themeConfig.llmsUI;
  const configured = typeof llmsUI === 'object' ? llmsUI.viewOptions : options;
  const items = useChatItems(
    pathname,
    configured === false ? [] : (configured ?? ['markdownLink', 'chatgpt', 'claude']),
  );

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!pathname || items.length === 0) return null;
  return (
    <div className={styles.wrapper} ref={wrapper}>
      <button
        type="button"
        ref={trigger}
        className={`rp-llms-button ${open ? 'rp-llms-view-options__trigger--active' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <span>{t('llmsOpenText')}</span>
        <SvgWrapper icon={IconDown} className={open ? styles.arrowOpen : styles.arrow} aria-hidden />
      </button>
      {open && (
        <div className="rp-llms-view-options__menu" id={menuId}>
          {items.map((item) =>
            'href' in item ? (
              <a
                key={item.title}
                className="rp-llms-view-options__menu-item"
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => setOpen(false)}
              >
                <span className="rp-llms-view-options__item-icon">{item.icon}</span>
                <span>{item.title}</span>
                <span className="rp-llms-view-options__external-icon">
                  <SvgWrapper icon={IconExternalLink} />
                </span>
              </a>
            ) : (
              <button
                key={item.title}
                type="button"
                className={`rp-llms-view-options__menu-item ${styles.itemButton}`}
                onClick={() => {
                  item.onClick?.();
                  setOpen(false);
                }}
              >
                <span className="rp-llms-view-options__item-icon">{item.icon}</span>
                <span>{item.title}</span>
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
