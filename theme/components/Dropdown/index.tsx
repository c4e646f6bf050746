import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useHoverDisclosure } from '../../hooks/useHoverDisclosure';
import { dropdownHoverDelays, popoverHoverDelays } from '../../settings';
import styles from './Dropdown.module.css';

/** A top-bar disclosure menu; `panel`: an icon button and a panel of this class, no list; `wideOnly`: not on phones. */
export function Dropdown(props: {
  id: string;
  label: string;
  button: ReactNode;
  panel?: string;
  wideOnly?: boolean;
  rootId?: string;
  children: (open: boolean) => ReactNode;
}) {
  const { open, onClick, button, ...root } = useHoverDisclosure(props.panel ? popoverHoverDelays : dropdownHoverDelays);
  const Popup = props.panel ? 'div' : 'ul';
  return (
    <div id={props.rootId} className={props.wideOnly ? `${styles.root} ${styles.wide}` : styles.root} {...root}>
      <button
        ref={button}
        type="button"
        className={`${styles.button} ${props.panel ? styles.icon : styles.text}`}
        aria-label={props.label}
        aria-expanded={open}
        aria-controls={props.id}
        onClick={onClick}
        // Enter only toggles: Rspress's search reads a page-wide Enter as "open the highlighted hit", throws if none.
        onKeyDown={(event) => event.key === 'Enter' && event.stopPropagation()}
      >
        {props.button}
      </button>
      <Popup id={props.id} className={`${styles.popup} ${props.panel ?? styles.list}`} hidden={!open}>
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
