import { useI18n } from '@rspress/core/runtime';
import { IconGithub, IconGitlab, type SourceCodeProps, SvgWrapper } from '@rspress/core/theme-original';

/**
 * Rspress's "Source" link with the same markup and styles, but safe for a new tab: its original sets
 * `target="_blank"` without `rel`, and takes no props to add one.
 */
export function SourceCode({ href, platform = 'github' }: SourceCodeProps) {
  const t = useI18n();
  return (
    <div className="rp-not-doc rp-source-code">
      <a href={href} target="_blank" rel="noopener noreferrer" className="rp-source-code__link">
        <span className="rp-source-code__icon">
          <SvgWrapper icon={platform === 'gitlab' ? IconGitlab : IconGithub} />
        </span>
        <span className="rp-source-code__text">{t('sourceCodeText')}</span>
      </a>
    </div>
  );
}
