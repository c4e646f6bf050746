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
import { fetchMarkdown } from './fetchMarkdown';
import styles from './LlmsCopyButton.module.css';

type CopyState = 'idle' | 'loading' | 'copied' | 'failed';

/**
 * What the button says when no copy could be had. The `.md` copies are made by the production build only, so in
 * `rspress dev` it says where they come from.
 */
const failedText = import.meta.env.DEV ? 'copyMarkdownDevText' : 'copyMarkdownFailedText';

/** How long the button shows each outcome before it reads 'Copy Markdown' again, in ms. */
const shownFor = { copied: 500, failed: 3000 } as const;

/**
 * The 'Copy Markdown' button beside the page title, as Rspress draws it, but it copies only a real Markdown
 * answer: when the `.md` file is missing or the request fails, nothing is copied and the button says so.
 * It keeps Rspress's markup and class names, so Rspress's own stylesheets draw it: they come with Rspress's
 * button, which this one renders when a caller gives its own `onClick` (then there is no copy to check).
 */
export function LlmsCopyButton(props: LlmsCopyButtonProps) {
  if (props.onClick) return <RspressLlmsCopyButton {...props} />;
  return <CheckedCopyButton {...props} />;
}

function CheckedCopyButton({ text, textByLang: _textByLang, ...rest }: LlmsCopyButtonProps) {
  const t = useI18n<SiteI18n>();
  const { pathname } = useMdUrl();
  const [state, setState] = useState<CopyState>('idle');
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
  const stateClass = {
    idle: '',
    loading: 'rp-llms-copy-button--loading',
    copied: 'rp-llms-copy-button--success',
    failed: styles.failed,
  }[state];
  return (
    <button
      type="button"
      {...rest}
      disabled={state === 'loading'}
      className={`rp-not-doc rp-llms-button rp-llms-copy-button ${stateClass}`}
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
