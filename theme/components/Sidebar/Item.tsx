import { Link, renderInlineMarkdown, SvgWrapper, Tag } from '@rspress/core/theme-original';
import { type HTMLAttributes, type ReactNode, useEffect, useRef, useTransition } from 'react';

export type ItemProps = {
  active?: boolean;
  text: string;
  icon?: string | React.FC;
  tag?: string;
  link?: string;
  context?: string;
  className?: string;
  right?: ReactNode;
  depth: number;
  onClick?: (event: React.MouseEvent) => void;
  /** Without a link: a button (a group header that folds), else a plain row. */
  button?: boolean;
} & Omit<HTMLAttributes<HTMLElement>, 'onClick'>;

/** Scrolls the sidebar (not the page) to centre `element` when it is out of the sidebar's view. */
function revealInSidebar(element: HTMLElement): void {
  const sidebar = element.closest<HTMLElement>('.rp-doc-layout__sidebar');
  if (!sidebar) return;
  const box = element.getBoundingClientRect();
  const view = sidebar.getBoundingClientRect();
  if (box.top < view.top || box.bottom > view.bottom) {
    sidebar.scrollTop += box.top - view.top - (view.height - box.height) / 2;
  }
}

/**
 * Rspress 2.0.22's `SidebarItemRaw`: a link, a button (its parts then `span`s, as a button holds only phrasing
 * content) taking `rest` (`aria-expanded`), or a `div`.
 */
export function Item({
  active,
  text,
  icon,
  tag,
  link,
  context,
  className,
  right,
  depth,
  onClick,
  button,
  ...rest
}: ItemProps) {
  const ref = useRef<HTMLElement>(null);
  const [isPending, startTransition] = useTransition();
  useEffect(() => {
    if (active && ref.current) revealInSidebar(ref.current);
  }, [active]);
  const classes = `rp-sidebar-item${active ? ' rp-sidebar-item--active' : ''}${className ? ` ${className}` : ''}`;
  const common = {
    style: { paddingLeft: depth === 0 ? '12px' : `calc(12px * ${depth} + 12px)` },
    'data-depth': depth,
    ...(context ? { 'data-context': context } : {}),
    onClick,
  };
  const Part = button ? 'span' : 'div';
  const inner = (
    <>
      <Part className="rp-sidebar-item__left" ref={link ? (ref as React.RefObject<HTMLDivElement>) : undefined}>
        {icon && <SvgWrapper icon={icon} className="rp-sidebar-item__icon" />}
        <span className="rp-doc" {...renderInlineMarkdown(text)} />
      </Part>
      <Part className="rp-sidebar-item__right">
        <Tag tag={tag} />
        {right}
      </Part>
    </>
  );
  if (link) {
    return (
      <Link
        href={link}
        startTransition={startTransition}
        className={`${classes}${isPending ? ' rp-sidebar-item--pending' : ''}`}
        {...common}
      >
        {inner}
      </Link>
    );
  }
  if (button) {
    return (
      <button
        type="button"
        ref={ref as React.RefObject<HTMLButtonElement>}
        className={`${classes} rslib-sidebar-button`}
        {...common}
        {...rest}
      >
        {inner}
      </button>
    );
  }
  return (
    <div ref={ref as React.RefObject<HTMLDivElement>} className={classes} {...common} {...rest}>
      {inner}
    </div>
  );
}
