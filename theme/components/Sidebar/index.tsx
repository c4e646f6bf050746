import type { NormalizedSidebarGroup, SidebarData } from '@rspress/core';
import { useActiveMatcher, useI18n, useSidebarDynamic } from '@rspress/core/runtime';
import { IconArrowRight, renderInlineMarkdown, SvgWrapper, Tag } from '@rspress/core/theme-original';
import type { Dispatch, SetStateAction } from 'react';
import type { SiteI18n } from '../../i18n';
import { Item } from './Item';
import './Sidebar.css';

type Entry = SidebarData[number];
type SetData = Dispatch<SetStateAction<SidebarData>>;

const isGroup = (item: Entry): item is NormalizedSidebarGroup => 'items' in item && Array.isArray(item.items);
const indent = (depth: number) => ({ paddingLeft: depth === 0 ? '12px' : `calc(12px * ${depth} + 12px)` });

/** Rspress's chevron: right when folded, down when open (a `span`: it sits in buttons). */
const Chevron = ({ collapsed }: { collapsed: boolean }) => (
  <span
    aria-hidden
    style={{
      display: 'block',
      cursor: 'pointer',
      transition: 'transform 0.2s ease-out',
      transform: `rotate(${collapsed ? 0 : 90}deg)`,
    }}
  >
    <SvgWrapper icon={IconArrowRight} />
  </span>
);

/** One entry of the list: a group, a divider, a section header or a page. */
function Entry({ item, id, depth, setData }: { item: Entry; id: string; depth: number; setData: SetData }) {
  const className = depth > 0 ? 'rp-sidebar-item--group-item' : undefined;
  if ('dividerType' in item) {
    const dashed = item.dividerType === 'dashed';
    return <div className={dashed ? 'rp-sidebar-divider--dashed' : 'rp-sidebar-divider'} style={indent(depth)} />;
  }
  if ('sectionHeaderText' in item) {
    return (
      <div className="rp-sidebar-section-header">
        <div className="rp-sidebar-section-header__left">
          {item.icon && <SvgWrapper icon={item.icon} className="rp-sidebar-section-header__icon" />}
          <span {...renderInlineMarkdown(item.sectionHeaderText)} />
        </div>
        <div className="rp-sidebar-section-header__right">
          <Tag tag={item.tag} />
        </div>
      </div>
    );
  }
  if (isGroup(item)) return <Group item={item} id={id} depth={depth} setData={setData} className={className} />;
  return <Page item={item} depth={depth} className={className} />;
}

function Page({
  item,
  depth,
  className,
}: {
  item: Entry & { link?: string; text?: string };
  depth: number;
  className?: string;
}) {
  const isActive = useActiveMatcher();
  const { link, text = '', tag, context } = item as { link?: string; text?: string; tag?: string; context?: string };
  const icon = (item as { icon?: string }).icon;
  return (
    <Item
      active={!!link && isActive(link)}
      link={link}
      text={text}
      icon={icon}
      tag={tag}
      context={context}
      depth={depth}
      className={className}
    />
  );
}

/**
 * Rspress 2.0.22's `SidebarGroup` with keyboard and screen-reader semantics in the HTML (issue 41, S5, K5): the
 * header of a group without a page of its own is a button with `aria-expanded`; a group that is also a page keeps its
 * link, and its chevron is a real button beside it that folds the group without leaving the page.
 */
function Group({
  item,
  id,
  depth,
  setData,
  className,
}: {
  item: NormalizedSidebarGroup;
  id: string;
  depth: number;
  setData: SetData;
  className?: string;
}) {
  const t = useI18n<SiteI18n>();
  const isActive = useActiveMatcher();
  const { collapsed = false, collapsible = true, link } = item;
  const toggle = () =>
    setData((data) => {
      const next = [...data];
      const [first, ...rest] = id.split('-').map(Number);
      let current = next[first as number] as Entry;
      for (const index of rest) current = (current as NormalizedSidebarGroup).items[index] as Entry;
      if (isGroup(current)) current.collapsed = !current.collapsed;
      return next;
    });
  const classes = `rp-sidebar-group${className ? ` ${className}` : ''}`;
  const common = { text: item.text, icon: item.icon, tag: item.tag, context: item.context, depth, className: classes };
  let header: React.ReactNode;
  if (link) {
    const active = isActive(link);
    // As Rspress: the link opens its page (Link does), and unfolds the group when it was folded.
    const onClick = () => collapsible && collapsed && toggle();
    header = (
      <div className="rslib-sidebar-row">
        <Item {...common} active={active} link={link} onClick={onClick} />
        {collapsible && (
          <button
            type="button"
            className="rslib-sidebar-toggle"
            aria-expanded={!collapsed}
            aria-label={t('sidebarToggleLabel').replace('{0}', item.text)}
            onClick={toggle}
          >
            <Chevron collapsed={collapsed} />
          </button>
        )}
      </div>
    );
  } else {
    header = collapsible ? (
      <Item {...common} button aria-expanded={!collapsed} onClick={toggle} right={<Chevron collapsed={collapsed} />} />
    ) : (
      <Item {...common} />
    );
  }
  return (
    <>
      {header}
      <div
        style={{
          display: 'grid',
          gridTemplateRows: collapsed ? '0fr' : '1fr',
          transition: 'grid-template-rows 0.2s ease-out',
        }}
      >
        <div style={{ overflow: 'hidden' }}>
          {item.items.map((child, index) => (
            <Entry
              key={`${id}-${index}`}
              item={child as Entry}
              id={`${id}-${index}`}
              depth={depth + 1}
              setData={setData}
            />
          ))}
        </div>
      </div>
    </>
  );
}

/** Rspress 2.0.22's `Sidebar` as a named `nav` landmark (issue 41, S1) with our groups. */
export function Sidebar() {
  const t = useI18n<SiteI18n>();
  const [data, setData] = useSidebarDynamic();
  return (
    <nav aria-label={t('sidebarNavLabel')}>
      {data.map((item, index) => (
        <Entry key={index} item={item} id={String(index)} depth={0} setData={setData} />
      ))}
    </nav>
  );
}
