import type { TabsProps } from '@rspress/core/theme-original';
import { Fragment, forwardRef, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useStorageValue } from '../../hooks/useStorageValue';
import { markTabChoice, resolveTabIndex, tabIndexForKey, tabStorageKey } from '../../logic/tabs';
import styles from './Tabs.module.css';
import { tabItems } from './tabItems';

/**
 * Rspress's tab block (same props, classes and remembered `groupId` choice) as an ARIA tab list: the labels are
 * tabs with `aria-selected`, only the chosen one is in the Tab order, and ArrowLeft/ArrowRight/Home/End move
 * between them. A remembered index that no longer names a tab shows the default tab. Until the app runs, a block
 * is `pending`: the stylesheet then shows the choice a head script read from storage (see `theme/head.ts`).
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(props, ref) {
  const { values, defaultIndex, defaultValue, onChange, children, groupId, tabPosition = 'left' } = props;
  const { className = '', labelItemClassName = '', contentItemClassName = '', keepDOM = true } = props;
  const items = tabItems(children, values);
  const byValue = defaultValue === undefined ? -1 : items.findIndex((item) => item.value === defaultValue);
  const initial = byValue === -1 ? (defaultIndex ?? 0) : byValue;
  const [localIndex, setLocalIndex] = useState(initial);
  const [stored, setStored] = useStorageValue(tabStorageKey(String(groupId)), String(initial));
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const id = useId();
  const tabs = useRef<(HTMLDivElement | null)[]>([]);

  if (import.meta.env.SSG_MD) {
    return items.map(({ label, value, content }, index) => (
      <Fragment key={value ?? index}>
        {`\n**${label}**\n\n`}
        {content}
        {'\n'}
      </Fragment>
    ));
  }
  const disabled = items.map((item) => Boolean(item.disabled));
  const current = resolveTabIndex(groupId ? Number(stored) : localIndex, disabled, initial);
  const select = (index: number) => {
    if (disabled[index]) return;
    onChange?.(index);
    if (groupId) {
      setStored(String(index));
      // Blocks that mount later (client-side navigation) start from this choice too.
      markTabChoice(document.documentElement, groupId, index);
    } else setLocalIndex(index);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabIndexForKey(event.key, current, disabled);
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className={`rp-tabs ${ready ? '' : styles.pending} ${className}`} data-group={groupId} ref={ref}>
      {items.length > 0 && (
        <div
          role="tablist"
          className={`rp-tabs__label rp-tabs__label--no-scrollbar ${tabPosition === 'center' ? styles.center : ''}`}
        >
          {items.map(({ label, value }, index) => (
            <div
              key={value ?? index}
              ref={(node) => {
                tabs.current[index] = node;
              }}
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={index === current}
              aria-controls={keepDOM || index === current ? `${id}-panel-${index}` : undefined}
              aria-disabled={disabled[index] || undefined}
              tabIndex={index === current ? 0 : -1}
              className={`rp-tabs__label__item rp-tabs__label__item--${index === current ? 'selected' : 'not-selected'} ${styles.tab} ${labelItemClassName}`}
              data-index={index}
              onClick={() => select(index)}
              onKeyDown={onKeyDown}
            >
              {label}
            </div>
          ))}
        </div>
      )}
      <div className="rp-tabs__content">
        {items.map(({ value, content }, index) =>
          !keepDOM && index !== current ? null : (
            <div
              key={value ?? index}
              role="tabpanel"
              id={`${id}-panel-${index}`}
              aria-labelledby={`${id}-tab-${index}`}
              hidden={index !== current}
              className={`rp-tabs__content__item rp-tabs__content__item--${index === current ? 'active' : 'hidden'} ${contentItemClassName}`}
              data-index={index}
            >
              {content}
            </div>
          ),
        )}
      </div>
    </div>
  );
});
