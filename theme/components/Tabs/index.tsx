import type { TabsProps } from '@rspress/core/theme-original';
import type { KeyboardEvent, ReactNode } from 'react';
import { Children, isValidElement, useId, useState } from 'react';
import { useStorageValue } from '../../hooks/useStorageValue';
import { resolveTabIndex, tabChoiceAttribute, tabIndexForKey, tabStorageKey } from '../../logic/tabs';
import styles from './Tabs.module.css';

/** Rspress's tab block as an ARIA tab list: `<Tab label disabled>` children, and `groupId` to remember the choice. */
export function Tabs({ groupId, children }: Pick<TabsProps, 'groupId' | 'children'>) {
  const items = Children.toArray(children).filter(isValidElement<{ label?: ReactNode; disabled?: boolean }>);
  const [localIndex, setLocalIndex] = useState(0);
  const [stored, setStored, ready] = useStorageValue(tabStorageKey(String(groupId)), '0');
  const id = useId();
  const disabled = items.map((item) => Boolean(item.props.disabled));
  const current = resolveTabIndex(groupId ? Number(stored) : localIndex, disabled);
  const select = (index: number) => {
    if (disabled[index]) return;
    if (!groupId) return setLocalIndex(index);
    setStored(String(index));
    // Blocks that mount later (client-side navigation) start from this choice too.
    document.documentElement.setAttribute(tabChoiceAttribute(groupId), String(index));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabIndexForKey(event.key, current, disabled);
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <div className={`rp-tabs ${ready ? '' : styles.pending}`}>
      <div role="tablist" className="rp-tabs__label rp-tabs__label--no-scrollbar">
        {items.map((item, index) => (
          <div
            key={item.key}
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === current}
            aria-disabled={disabled[index] || undefined}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === current ? 0 : -1}
            className={`rp-tabs__label__item rp-tabs__label__item--${index === current ? 'selected' : 'not-selected'} ${styles.tab}`}
            data-index={index}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {item.props.label ?? index}
          </div>
        ))}
      </div>
      <div className="rp-tabs__content">
        {items.map((item, index) => (
          <div
            key={item.key}
            role="tabpanel"
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            hidden={index !== current}
            className={`rp-tabs__content__item rp-tabs__content__item--${index === current ? 'active' : 'hidden'}`}
            data-index={index}
          >
            {item}
          </div>
        ))}
      </div>
    </div>
  );
}
