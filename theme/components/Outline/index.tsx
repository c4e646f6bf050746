import { useI18n, useSite } from '@rspress/core/runtime';
import { EditLink, IconScrollToTop, ReadPercent, SvgWrapper, Toc, useReadPercent } from '@rspress/core/theme-original';
import type { SiteI18n } from '../../i18n';

/** Rspress 2.0.22's outline row that scrolls back to the top, once the page is scrolled. */
function ScrollToTop() {
  const t = useI18n<SiteI18n>();
  const [, scrollTop] = useReadPercent();
  if ((scrollTop ?? 0) < 100) return null;
  return (
    <button
      type="button"
      className="rp-outline__action-row rp-scroll-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <SvgWrapper icon={IconScrollToTop} width="16" height="16" />
      <span>{t('scrollToTopText')}</span>
    </button>
  );
}

/**
 * Our copy of Rspress 2.0.22's `Outline`: its `nav` named by the outline's title (issue 41, S1). Without the Markdown
 * rows Rspress adds for `llmsUI.placement: 'outline'`: the site places them by the title.
 */
export function Outline() {
  const t = useI18n<SiteI18n>();
  const { themeConfig } = useSite().site;
  return (
    <div className="rp-outline">
      <div className="rp-outline__title">
        {t('outlineTitle')}
        <ReadPercent size={14} strokeWidth={2} />
      </div>
      <nav className="rp-outline__toc rp-scrollbar" aria-label={t('outlineTitle')}>
        <Toc />
      </nav>
      <div className="rp-outline__divider" />
      <div className="rp-outline__bottom">
        <EditLink isOutline />
        {themeConfig.enableScrollToTop !== false && <ScrollToTop />}
      </div>
    </div>
  );
}
