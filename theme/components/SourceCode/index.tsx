import { useI18n } from '@rspress/core/runtime';
import { IconGithub, IconGitlab, type SourceCodeProps, SvgWrapper } from '@rspress/core/theme-original';

/**
 * Rspress's "Source" link with the same markup (its stylesheet: theme/styles/rspress-styles.ts), safe for a new tab:
 * the original sets `target="_blank"` without `rel` and takes no prop to add one.
 */
export function SourceCode({ href, platform = 'github' }: SourceCodeProps) {
  const t = useI18n();
  return (
    <div className="rp-not-doc rp-source-code">
      <a href={href} target="_blank" rel="noopener noreferrer" className="rp-source-code__link">
        <span className="rp-source-code__icon">
          <SvgWrapper
            icon={platform === 'gitlab' ? IconGitlab : IconGithub}
            width={16}
            height={16}
            aria-hidden="true"
          />
        </span>
        <span className="rp-source-code__text">{t('sourceCodeText')}</span>
      </a>
    </div>
  );
}
