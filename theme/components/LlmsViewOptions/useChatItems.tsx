import { useI18n } from '@rspress/core/runtime';
import {
  copyToClipboard,
  IconAnthropic,
  IconLink,
  IconOpenAI,
  type LlmsViewOptionsItem,
  SvgWrapper,
} from '@rspress/core/theme-original';
import { type ReactNode, useMemo } from 'react';
import type { SiteI18n } from '../../i18n';

/** One entry of the 'Open' menu: a link that opens in a new tab, or an action. */
export type ChatItem = { title: string; icon?: ReactNode } & ({ href: string } | { onClick?: () => void });

/**
 * The entries of the 'Open' menu for the page whose Markdown is at `mdPath`, in the configured order: the
 * built-in `markdownLink`, `chatgpt` and `claude`, and any custom entries with a title and a link or action.
 */
export function useChatItems(mdPath: string, options: readonly LlmsViewOptionsItem[]): ChatItem[] {
  const t = useI18n<SiteI18n>();
  return useMemo(() => {
    const url = typeof window === 'undefined' ? mdPath : new URL(mdPath, window.location.origin).toString();
    const prompt = t('llmsChatPrompt', { url });
    const builtIn: Record<'markdownLink' | 'chatgpt' | 'claude', ChatItem> = {
      markdownLink: {
        title: t('copyMarkdownLinkText'),
        icon: <SvgWrapper icon={IconLink} />,
        onClick: () => void copyToClipboard(url),
      },
      chatgpt: {
        title: t('openInText', { name: 'ChatGPT' }),
        href: `https://chatgpt.com/?${new URLSearchParams({ hints: 'search', q: prompt })}`,
        icon: <SvgWrapper icon={IconOpenAI} />,
      },
      claude: {
        title: t('openInText', { name: 'Claude' }),
        href: `https://claude.ai/new?${new URLSearchParams({ q: prompt })}`,
        icon: <SvgWrapper icon={IconAnthropic} />,
      },
    };
    return options.map((option) => (typeof option === 'string' ? builtIn[option] : option));
  }, [mdPath, options, t]);
}
