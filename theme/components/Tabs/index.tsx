import type { TabsProps } from '@rspress/core/theme-original';
import {
  Children,
  Fragment,
  forwardRef,
  isValidElement,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useStorageValue } from '../../hooks/useStorageValue';
import { markTabChoice, resolveTabIndex, tabIndexForKey, tabStorageKey } from '../../logic/tabs';
import styles from './Tabs.module.css';

type TabChildProps = { label?: ReactNode; value?: string; disabled?: boolean };

/** The tabs as Rspress reads them: from `values` (matched to children by `value` or position), else from `<Tab>`s. */
function tabItems(children: ReactNode, values: TabsProps['values']): (TabChildProps & { content: ReactNode })[] {
  const elements = Children.toArray(children).filter((child) => isValidElement<TabChildProps>(child));
  if (values?.length) {
    const byValue = (item: TabChildProps) => elements.find((child) => child.props.value === item.value);
    return values.map((item, index) => ({ ...item, content: byValue(item) ?? elements[index] }));
  }
  return elements.map((child, index) => ({ ...child.props, label: child.props.label ?? index, content: child }));
}

/**
 * Rspress's tab block (props, classes, remembered `groupId` choice) as an ARIA tab list: one tab in the Tab order,
 * arrows/Home/End move; a stored index naming no tab shows the default. Until the app runs a block is `pending`, and
 * the stylesheet shows the choice a head script read from storage (`theme/head.ts`).
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
