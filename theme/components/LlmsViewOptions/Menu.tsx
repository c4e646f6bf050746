import { IconExternalLink, type LlmsViewOptionsItem, SvgWrapper } from '@rspress/core/theme-original';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import styles from './index.module.css';
import { useChatItems } from './useChatItems';

/** Props of the open list, given by the toggle (`index.tsx`). */
export interface MenuProps {
  id: string;
  /** The page's Markdown path. */
  pathname: string;
  options: readonly LlmsViewOptionsItem[];
  /** The entry to focus as the list opens (an arrow key on the toggle): 0 the first, -1 the last. */
  focusFirst?: number;
  close: () => void;
}

/** Focuses entry `index` of `list`, counted from the end when negative, wrapping around. */
export function focusEntry(list: Element | null | undefined, index: number) {
  const entries = list?.children ?? [];
  (entries[(index + entries.length) % entries.length] as HTMLElement | undefined)?.focus();
}

/**
 * The open list of the 'Open' menu, loaded on the first use of its toggle: its entries, and the arrow keys that
 * move through them (Home and End go to the ends).
 */
export default function Menu({ id, pathname, options, focusFirst, close }: MenuProps) {
  const items = useChatItems(pathname, options);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusFirst !== undefined) focusEntry(list.current, focusFirst);
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = [...event.currentTarget.children].indexOf(event.target as Element);
    const next = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 }[event.key];
    if (current < 0 || next === undefined) return;
    event.preventDefault();
    focusEntry(event.currentTarget, next);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys move between the links and buttons inside.
    <div className={`rp-llms-view-options__menu ${styles.menu}`} id={id} ref={list} onKeyDown={onKeyDown}>
      {items.map((item) =>
        'href' in item ? (
          <a
            key={item.title}
            className="rp-llms-view-options__menu-item"
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
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
              close();
            }}
          >
            <span className="rp-llms-view-options__item-icon">{item.icon}</span>
            <span>{item.title}</span>
          </button>
        ),
      )}
    </div>
  );
}
