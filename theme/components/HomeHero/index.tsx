import { useFrontmatter } from '@rspress/core/runtime';
import { Button, type HomeHeroProps, renderHtmlOrText } from '@rspress/core/theme-original';
import styles from './HomeHero.module.css';

/**
 * The home page hero: name and headline as the page's one `<h1>`, tagline and actions from the front matter.
 * Rspress's own hero prints its title in `<div>`s and has no slot for it, so this replaces it while keeping
 * its classes and styles; the rest of the home layout (features, footer, slots) stays Rspress's.
 */
export function HomeHero({ beforeHeroActions, afterHeroActions }: HomeHeroProps) {
  const { frontmatter } = useFrontmatter();
  const hero = frontmatter.hero ?? {};
  const lines = (hero.text ?? '').split('\n').filter((line) => line.trim() !== '');
  return (
    <div className={`rp-home-hero rp-home-hero--no-image ${styles.hero}`}>
      <div className="rp-home-hero__container">
        <h1 className={`rp-home-hero__content ${styles.heading}`}>
          <span className={`rp-home-hero__title ${styles.line}`}>
            <span className="rp-home-hero__title-brand" {...renderHtmlOrText(hero.name)} />
          </span>
          {lines.map((line) => (
            <span key={line} className={`rp-home-hero__subtitle ${styles.line}`} {...renderHtmlOrText(line)} />
          ))}
        </h1>
        {hero.tagline && (
          <p className={`rp-home-hero__tagline ${styles.tagline}`} {...renderHtmlOrText(hero.tagline)} />
        )}
        {beforeHeroActions}
        {hero.actions && hero.actions.length > 0 && (
          <div className="rp-home-hero__actions">
            {hero.actions.map((action) => (
              <Button
                key={action.link}
                type="a"
                href={action.link}
                theme={action.theme}
                className="rp-home-hero__action"
                {...renderHtmlOrText(action.text)}
              />
            ))}
          </div>
        )}
        {afterHeroActions}
      </div>
    </div>
  );
}
