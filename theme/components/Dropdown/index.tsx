import { type AnchorHTMLAttributes, type KeyboardEvent, type ReactNode, useRef } from 'react';
import { type HoverDelays, useHoverDisclosure } from '../../hooks/useHoverDisclosure';
import { dropdownHoverDelays } from '../../settings';
import styles from './Dropdown.module.css';

/**
 * Enter on a toggle only toggles its menu: page-wide key handlers (Rspress's search panel reads Enter as "open the
 * highlighted result" and throws when there is none) never see it.
 */
const keepEnterLocal = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.stopPropagation();
};

interface DropdownProps {
  /** Id of the popup the button controls (the top bar holds one of each menu). */
  id: string;
  label: string;
  button: ReactNode;
  /** A square icon button (the Rstack menu) instead of a text one; its popup is a panel, not a list. */
  icon?: boolean;
  /** Hidden below 768 px, where the full-screen menu holds it. */
  wideOnly?: boolean;
  delays?: HoverDelays;
  className?: string;
  rootId?: string;
  popupClass?: string;
  children: (open: boolean) => ReactNode;
}

/**
 * One menu of the top bar (Rstack tools, version, language), by the disclosure pattern: hover, click, Enter and
 * Space open it, Escape closes it and returns focus to the button, a click or focus elsewhere closes it.
 */
export function Dropdown({
  id,
  label,
  button,
  icon,
  wideOnly,
  delays,
  className,
  rootId,
  popupClass,
  children,
}: DropdownProps) {
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { open, onClick, ...rootHandlers } = useHoverDisclosure(root, toggle, delays ?? dropdownHoverDelays);
  const Popup = icon ? 'div' : 'ul';
  return (
    <div
      ref={root}
      id={rootId}
      className={[styles.root, wideOnly && styles.wide, className].filter(Boolean).join(' ')}
      {...rootHandlers}
    >
      <button
        ref={toggle}
        type="button"
        className={`${styles.button} ${icon ? styles.icon : styles.text}`}
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={onClick}
        onKeyDown={keepEnterLocal}
      >
        {button}
      </button>
      <Popup id={id} className={`${styles.popup} ${popupClass ?? styles.list}`} hidden={!open}>
        {children(open)}
      </Popup>
    </div>
  );
}

/** An entry of a dropdown's list: a link, or the current choice, marked and not a link. */
export function DropdownEntry({ current, ...link }: AnchorHTMLAttributes<HTMLAnchorElement> & { current?: boolean }) {
  return (
    <li>
      {current ? (
        <span className={styles.current} aria-current="true" lang={link.lang}>
          {link.children}
        </span>
      ) : (
        <a className={styles.link} {...link} />
      )}
    </li>
  );
}

/** The label beside a dropdown button's icon, hidden on phones. */
export const labelClass = styles.label;
