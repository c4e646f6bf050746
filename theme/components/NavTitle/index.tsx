import { normalizeImagePath, useLang, useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';

/**
 * Our copy of Rspress 2.0.22's `NavTitle` for the site's config (one logo image and a logo text): the image is
 * decorative (`alt=""`), so the home link reads "Rslib", not "logo Rslib" (issue 41, S12).
 */
export function NavTitle() {
  const { site } = useSite();
  const lang = useLang();
  const { logo, logoText, logoHref } = site;
  return (
    <div className="rp-nav__title">
      <Link href={logoHref || (lang === site.lang ? '/' : `/${lang}/`)} className="rp-nav__title__link">
        {typeof logo === 'string' && (
          <div className="rp-nav__title__logo">
            <img src={normalizeImagePath(logo)} alt="" id="logo" className="rspress-logo rp-nav__title__logo-image" />
          </div>
        )}
        <span>{logoText || site.title}</span>
      </Link>
    </div>
  );
}
