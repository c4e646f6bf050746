import type { Feature } from '@rspress/core';
import { useFrontmatter } from '@rspress/core/runtime';
import { Link, renderHtmlOrText, SvgWrapper } from '@rspress/core/theme-original';
import styles from './HomeFeature.module.css';
import { useCardAnimation } from './useCardAnimation';

/** A card drawn with Rspress's classes and tilt; with a `link`, its title is a real link covering the whole card. */
function FeatureCard({ feature: { icon, title, details, link, span = 4 } }: { feature: Feature }) {
  const { innerProps, outerProps, outerRef, shineStyle } = useCardAnimation();
  return (
    <div {...outerProps} ref={outerRef} className={`rp-home-feature__item rp-home-feature__item--span-${span}`}>
      <div className="rp-home-feature__item-wrapper" {...innerProps}>
        <article className={`rp-home-feature__card ${link ? `rp-home-feature__card--clickable ${styles.linked}` : ''}`}>
          <div className="rp-home-feature__title-wrapper">
            {icon ? (
              <div className="rp-home-feature__icon">
                <SvgWrapper icon={icon} />
              </div>
            ) : null}
            <h2 className="rp-home-feature__title">
              {link ? (
                <Link href={link} className={styles.link}>
                  {title}
                </Link>
              ) : (
                title
              )}
            </h2>
          </div>
          <p className="rp-home-feature__detail" {...renderHtmlOrText(details)} />
          <div className={`rp-home-feature__item__shine ${styles.shine}`} style={shineStyle} />
        </article>
      </div>
    </div>
  );
}

/**
 * Rspress's home feature cards, except that a card with a `link` is a real link a keyboard can reach (Rspress's is
 * an `<article>` that navigates on click). Side margins line up with the hero and tool cards on small screens.
 */
export function HomeFeature({ features }: { /** Cards instead of the front matter's. */ features?: Feature[] }) {
  const { frontmatter } = useFrontmatter();
  return (
    <div className={styles.features}>
      <div className="rp-home-feature">
        {(features ?? frontmatter?.features ?? []).map((feature) => (
          <FeatureCard key={feature.title} feature={feature} />
        ))}
      </div>
    </div>
  );
}
