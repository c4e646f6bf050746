import { useI18n } from '@rspress/core/runtime';
import {
  copyToClipboard,
  IconAnthropic,
  IconExternalLink,
  IconLink,
  IconOpenAI,
  type LlmsViewOptionsItem,
  SvgWrapper,
} from '@rspress/core/theme-original';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { SiteI18n } from '../../i18n';
import styles from './index.module.css';

interface MenuProps {
  id: string;
  pathname: string;
  options: readonly LlmsViewOptionsItem[];
  /** Each arrow key on the toggle: the entry to focus, 0 the first, -1 the last. */
  focus: { entry?: number };
  close: () => void;
}

type Item = Exclude<LlmsViewOptionsItem, string>;

/** Focuses entry `index` of `list`, counted from the end when negative, wrapping around. */
const focusEntry = ({ children }: Element, index: number) =>
  (children[(index + children.length) % children.length] as HTMLElement | undefined)?.focus();

/** The open list of the 'Open' menu, loaded on the first use of its toggle; arrow keys, Home and End move in it. */
export default function Menu({ id, pathname, options, focus, close }: MenuProps) {
  const t = useI18n<SiteI18n>();
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (list.current && focus.entry !== undefined) focusEntry(list.current, focus.entry);
  }, [focus]);
  // The list renders in the browser only (it opens on a click or key), so `location` is there.
  const url = new URL(pathname, location.origin).toString();
  const q = t('llmsChatPrompt', { url });
  const builtIn: Record<'markdownLink' | 'chatgpt' | 'claude', Item> = {
    markdownLink: {
      title: t('copyMarkdownLinkText'),
      icon: <SvgWrapper icon={IconLink} />,
      onClick: () => void copyToClipboard(url),
    },
    chatgpt: {
      title: t('openInText', { name: 'ChatGPT' }),
      href: `https://chatgpt.com/?${new URLSearchParams({ hints: 'search', q })}`,
      icon: <SvgWrapper icon={IconOpenAI} />,
    },
    claude: {
      title: t('openInText', { name: 'Claude' }),
      href: `https://claude.ai/new?${new URLSearchParams({ q })}`,
      icon: <SvgWrapper icon={IconAnthropic} />,
    },
  };
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
      {options.map((option) => {
        const item: Item = typeof option === 'string' ? builtIn[option] : option;
        const link = 'href' in item;
        const Entry = link ? 'a' : 'button';
        return (
          <Entry
            key={item.title}
            className="rp-llms-view-options__menu-item"
            {...(link ? { href: item.href, target: '_blank', rel: 'noopener noreferrer' } : { type: 'button' })}
            onClick={() => {
              if (!link) item.onClick?.();
              close();
            }}
          >
            <span className="rp-llms-view-options__item-icon">{item.icon}</span>
            <span>{item.title}</span>
            {link && (
              <span className="rp-llms-view-options__external-icon">
                <SvgWrapper icon={IconExternalLink} />
              </span>
            )}
          </Entry>
        );
      })}
    </div>
  );
}
