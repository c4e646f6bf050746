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
} & Omit<HTMLAttributes<HTMLDivElement>, 'onClick'>;

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

/** Rspress 2.0.22's `SidebarItemRaw`: a link, or a `div` taking `rest` (a group header's button role and keys). */
export function Item({ active, text, icon, tag, link, context, className, right, depth, onClick, ...rest }: ItemProps) {
  const ref = useRef<HTMLDivElement>(null);
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
  const inner = (
    <>
      <div className="rp-sidebar-item__left" ref={link ? ref : undefined}>
        {icon && <SvgWrapper icon={icon} className="rp-sidebar-item__icon" />}
        <span className="rp-doc" {...renderInlineMarkdown(text)} />
      </div>
      <div className="rp-sidebar-item__right">
        <Tag tag={tag} />
        {right}
      </div>
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
  return (
    <div ref={ref} className={classes} {...common} {...rest}>
      {inner}
    </div>
  );
}
