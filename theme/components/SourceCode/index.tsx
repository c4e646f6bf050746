import { useI18n } from '@rspress/core/runtime';
import { IconGithub, IconGitlab, type SourceCodeProps, SvgWrapper } from '@rspress/core/theme-original';
import styles from './SourceCode.module.css';

/**
 * Rspress's "Source" link with the same markup, safe for a new tab: its original sets `target="_blank"`
 * without `rel`, and takes no props to add one. The look is this component's own stylesheet: replacing the
 * component leaves the original's styles behind, and without them the icon grew to the column's width.
 */
export function SourceCode({ href, platform = 'github' }: SourceCodeProps) {
  const t = useI18n();
  return (
    <div className={`rp-not-doc rp-source-code ${styles.root}`}>
      <a href={href} target="_blank" rel="noopener noreferrer" className={`rp-source-code__link ${styles.link}`}>
        <span className={`rp-source-code__icon ${styles.icon}`}>
          <SvgWrapper
            icon={platform === 'gitlab' ? IconGitlab : IconGithub}
            width={16}
            height={16}
            aria-hidden="true"
          />
        </span>
        <span className={`rp-source-code__text ${styles.text}`}>{t('sourceCodeText')}</span>
      </a>
    </div>
  );
}
