import { useI18n } from '@rspress/core/runtime';
import { IconGithub, IconGitlab, type SourceCodeProps, SvgWrapper } from '@rspress/core/theme-original';

/** Rspress's "Source" link (markup, stylesheet) with the `rel` its new-tab link lacks and takes no prop to add. */
export function SourceCode({ href, platform = 'github' }: SourceCodeProps) {
  const t = useI18n();
  const icon = platform === 'gitlab' ? IconGitlab : IconGithub;
  return (
    <div className="rp-not-doc rp-source-code">
      <a href={href} target="_blank" rel="noopener noreferrer" className="rp-source-code__link">
        <span className="rp-source-code__icon">
          <SvgWrapper icon={icon} width={16} height={16} aria-hidden="true" />
        </span>
        <span className="rp-source-code__text">{t('sourceCodeText')}</span>
      </a>
    </div>
  );
}
