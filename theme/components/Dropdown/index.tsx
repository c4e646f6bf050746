import { type AnchorHTMLAttributes, type ReactNode, useRef } from 'react';
import { type HoverDelays, useHoverDisclosure } from '../../hooks/useHoverDisclosure';
import { dropdownHoverDelays } from '../../settings';
import styles from './Dropdown.module.css';

/** A disclosure menu of the top bar; `icon`: an icon button with a panel, not a list; `wideOnly`: not on phones. */
export function Dropdown(props: {
  id: string;
  label: string;
  button: ReactNode;
  icon?: boolean;
  wideOnly?: boolean;
  delays?: HoverDelays;
  className?: string;
  rootId?: string;
  popupClass?: string;
  children: (open: boolean) => ReactNode;
}) {
  const { id, icon } = props;
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { open, onClick, ...rootHandlers } = useHoverDisclosure(root, toggle, props.delays ?? dropdownHoverDelays);
  const Popup = icon ? 'div' : 'ul';
  return (
    <div
      ref={root}
      id={props.rootId}
      className={[styles.root, props.wideOnly && styles.wide, props.className].filter(Boolean).join(' ')}
      {...rootHandlers}
    >
      <button
        ref={toggle}
        type="button"
        className={`${styles.button} ${icon ? styles.icon : styles.text}`}
        aria-label={props.label}
        aria-expanded={open}
        aria-controls={id}
        onClick={onClick}
        // Enter only toggles the menu: page-wide key handlers (Rspress's search panel reads Enter as "open the
        // highlighted result" and throws when there is none) never see it.
        onKeyDown={(event) => event.key === 'Enter' && event.stopPropagation()}
      >
        {props.button}
      </button>
      <Popup id={id} className={`${styles.popup} ${props.popupClass ?? styles.list}`} hidden={!open}>
        {props.children(open)}
      </Popup>
    </div>
  );
}

/** An entry of a dropdown's list: a link, or the current choice, marked and not a link. */
export function DropdownEntry({ current, ...link }: AnchorHTMLAttributes<HTMLAnchorElement> & { current?: boolean }) {
  return (
    <li>
      {current ? (
        <span aria-current="true" lang={link.lang}>
          {link.children}
        </span>
      ) : (
        <a {...link} />
      )}
    </li>
  );
}

/** The label beside a dropdown button's icon, hidden on phones. */
export const labelClass = styles.label;
