import { useI18n } from '@rspress/core/runtime';
import { copyToClipboard, IconCopy, IconSuccess, SvgWrapper, useMdUrl } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import type { SiteI18n } from '../../i18n';
import styles from './LlmsCopyButton.module.css';

const stateClass = {
  idle: '',
  loading: 'rp-llms-copy-button--loading',
  copied: 'rp-llms-copy-button--success',
  failed: styles.failed,
};

const cache = new Map<string, string>();

/** The page's Markdown, or nothing on an error or an HTML answer (a host's 404 page); only good answers are kept. */
async function fetchMarkdown(url: string): Promise<string | undefined> {
  if (cache.has(url)) return cache.get(url);
  const response = await fetch(url).catch(() => undefined);
  if (!response?.ok || response.headers.get('content-type')?.includes('text/html')) return undefined;
  const markdown = await response.text().catch(() => undefined);
  if (markdown !== undefined) cache.set(url, markdown);
  return markdown;
}

/** The `.md` copies are made by the production build only, so in `rspress dev` the failure says where they come from. */
const failedText = import.meta.env.DEV ? 'copyMarkdownDevText' : 'copyMarkdownFailedText';

/** How long the button shows each outcome before it reads 'Copy Markdown' again, in ms. */
const shownFor = { copied: 500, failed: 3000 } as const;

/**
 * Rspress's 'Copy Markdown' button (markup, classes; its stylesheets: theme/styles/rspress-styles.ts), copying only
 * a real Markdown answer and saying so otherwise.
 */
export function LlmsCopyButton() {
  const t = useI18n<SiteI18n>();
  const { pathname } = useMdUrl();
  const [state, setState] = useState<keyof typeof stateClass>('idle');
  useEffect(() => {
    if (state !== 'copied' && state !== 'failed') return;
    const timer = window.setTimeout(() => setState('idle'), shownFor[state]);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    setState('loading');
    const markdown = await fetchMarkdown(pathname);
    if (markdown === undefined) setState('failed');
    else setState((await copyToClipboard(markdown).catch(() => false)) ? 'copied' : 'idle');
  };

  if (!pathname) return null;
  return (
    <button
      type="button"
      disabled={state === 'loading'}
      className={`rp-not-doc rp-llms-button rp-llms-copy-button ${stateClass[state]}`}
      onClick={() => void copy()}
    >
      <span className="rp-llms-copy-button__icon-wrapper">
        <SvgWrapper icon={IconSuccess} className="rp-llms-copy-button__icon-success" />
        <SvgWrapper icon={IconCopy} className="rp-llms-copy-button__icon-copy" />
      </span>
      <span aria-live="polite">{t(state === 'failed' ? failedText : 'copyMarkdownText')}</span>
    </button>
  );
}
