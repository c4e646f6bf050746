import { useI18n } from '@rspress/core/runtime';
import { type CodeButtonGroupProps, copyToClipboard, getCopyableText } from '@rspress/core/theme-original';
import { useRef } from 'react';
import type { SiteI18n } from '../../i18n';
import { announce } from '../../logic/announce';
import './CodeButtonGroup.css';

const copiedClass = 'rp-code-copy-button--copied';
const timers = new WeakMap<HTMLElement, number>();

/**
 * Our copy of Rspress 2.0.22's `CodeButtonGroup` (its classes kept): the wrap button says whether lines wrap
 * (`aria-pressed`), and a copy says "Copied" through the page's status line as well as with its tick (issue 41, S8).
 * The icons are drawn by CSS on the buttons themselves (./CodeButtonGroup.css), not as four elements per code block.
 */
export function CodeButtonGroup({
  wrapCode,
  toggleWrapCode,
  copyElementRef,
  showWrapCodeButton = true,
  showCopyButton = true,
}: CodeButtonGroupProps) {
  const t = useI18n<SiteI18n>();
  const copyButton = useRef<HTMLButtonElement>(null);
  const copy = async () => {
    const button = copyButton.current;
    const block = copyElementRef.current;
    if (!button || !block) return;
    const text = getCopyableText(block, { ignoreClasses: ['linenumber'], ignoreSelectors: ['.rp-copy-ignore'] });
    if (!(await copyToClipboard(text))) return;
    announce(t('copiedText'));
    button.classList.add(copiedClass);
    window.clearTimeout(timers.get(button));
    timers.set(
      button,
      window.setTimeout(() => button.classList.remove(copiedClass), 2000),
    );
  };
  return (
    <div className="rp-code-button-group">
      {showWrapCodeButton && (
        <button
          type="button"
          className={`rp-code-button-group__button rp-code-wrap-button${wrapCode ? ' rp-code-wrap-button--wrapped' : ''}`}
          onClick={toggleWrapCode}
          title={t('codeButtonGroupWrapButtonText')}
          aria-label={t('codeButtonGroupWrapButtonText')}
          aria-pressed={wrapCode}
        />
      )}
      {showCopyButton && (
        <button
          type="button"
          ref={copyButton}
          className="rp-code-button-group__button rp-code-copy-button"
          onClick={() => void copy()}
          title={t('codeButtonGroupCopyButtonText')}
        />
      )}
    </div>
  );
}
