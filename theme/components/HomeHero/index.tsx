import { useFrontmatter } from '@rspress/core/runtime';
import { Button, type HomeHeroProps, renderHtmlOrText } from '@rspress/core/theme-original';
import styles from './HomeHero.module.css';

/** Rspress's hero (classes, styles, front matter), but name and headline are the lines of the page's one `<h1>`. */
export function HomeHero({ beforeHeroActions, afterHeroActions }: HomeHeroProps) {
  const { frontmatter } = useFrontmatter();
  const hero = frontmatter.hero ?? {};
  const lines = (hero.text ?? '').split('\n').filter((line) => line.trim() !== '');
  return (
    <div className={`rp-home-hero rp-home-hero--no-image ${styles.hero}`}>
      <div className="rp-home-hero__container">
        <h1 className="rp-home-hero__content">
          <span className="rp-home-hero__title">
            <span className="rp-home-hero__title-brand" {...renderHtmlOrText(hero.name)} />
          </span>
          {lines.map((line) => (
            <span key={line} className="rp-home-hero__subtitle" {...renderHtmlOrText(line)} />
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
