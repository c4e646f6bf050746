import { useI18n } from '@rspress/core/runtime';
import { copyToClipboard, IconCopy, IconSuccess, SvgWrapper, useMdUrl } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import type { SiteI18n } from '../../i18n';
import { announce } from '../../logic/announce';
import './LlmsCopyButton.css';

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

/** Rspress's 'Copy Markdown' button (markup, classes, stylesheets), copying only real Markdown, else saying so. */
export function LlmsCopyButton() {
  const t = useI18n<SiteI18n>();
  const { pathname } = useMdUrl();
  const [state, setState] = useState<'idle' | 'loading' | 'success' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'success' && state !== 'failed') return;
    const timer = window.setTimeout(() => setState('idle'), state === 'success' ? 500 : 3000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    setState('loading');
    const markdown = await fetchMarkdown(pathname);
    if (markdown === undefined) setState('failed');
    else if (await copyToClipboard(markdown).catch(() => false)) {
      setState('success');
      // Heard as well as seen (issue 41, S8): the button's own words do not change on success.
      announce(t('copiedText'));
    } else setState('idle');
  };

  if (!pathname) return null;
  return (
    <button
      type="button"
      disabled={state === 'loading'}
      className={`rp-not-doc rp-llms-button rp-llms-copy-button rp-llms-copy-button--${state}`}
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
