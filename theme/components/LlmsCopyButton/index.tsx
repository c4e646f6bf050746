import { useI18n } from '@rspress/core/runtime';
import {
  copyToClipboard,
  IconCopy,
  IconSuccess,
  type LlmsCopyButtonProps,
  LlmsCopyButton as RspressLlmsCopyButton,
  SvgWrapper,
  useMdUrl,
} from '@rspress/core/theme-original';
import { useEffect, useRef, useState } from 'react';
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
 * Rspress's 'Copy Markdown' button (markup, classes), copying only a real Markdown answer and saying so otherwise.
 * Rspress's button is rendered for a caller's own `onClick`, which also brings its stylesheet into the build.
 */
export function LlmsCopyButton(props: LlmsCopyButtonProps) {
  if (props.onClick) return <RspressLlmsCopyButton {...props} />;
  return <CheckedCopyButton {...props} />;
}

function CheckedCopyButton({ text, textByLang: _textByLang, ...rest }: LlmsCopyButtonProps) {
  const t = useI18n<SiteI18n>();
  const { pathname } = useMdUrl();
  const [state, setState] = useState<keyof typeof stateClass>('idle');
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (outcome: 'copied' | 'failed') => {
    setState(outcome);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), shownFor[outcome]);
  };
  const copy = async () => {
    setState('loading');
    const markdown = await fetchMarkdown(pathname);
    if (markdown === undefined) show('failed');
    else if (await copyToClipboard(markdown).catch(() => false)) show('copied');
    else setState('idle');
  };

  if (!pathname) return null;
  return (
    <button
      type="button"
      {...rest}
      disabled={state === 'loading'}
      className={`rp-not-doc rp-llms-button rp-llms-copy-button ${stateClass[state]}`}
      onClick={() => void copy()}
    >
      <span className="rp-llms-copy-button__icon-wrapper">
        <SvgWrapper icon={IconSuccess} className="rp-llms-copy-button__icon-success" />
        <SvgWrapper icon={IconCopy} className="rp-llms-copy-button__icon-copy" />
      </span>
      <span aria-live="polite">{state === 'failed' ? t(failedText) : (text ?? t('copyMarkdownText'))}</span>
    </button>
  );
}
