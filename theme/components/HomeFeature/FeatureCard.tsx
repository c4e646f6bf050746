import type { Feature } from '@rspress/core';
import { Link, renderHtmlOrText, SvgWrapper } from '@rspress/core/theme-original';
import styles from './HomeFeature.module.css';
import { useCardAnimation } from './useCardAnimation';

/** Rspress's width classes for the `span` of a feature (a third of the row when unset). */
const spanClass: Record<number, string> = {
  2: 'rp-home-feature__item--span-2',
  3: 'rp-home-feature__item--span-3',
  4: 'rp-home-feature__item--span-4',
  6: 'rp-home-feature__item--span-6',
};

/**
 * One home feature card, drawn with Rspress's classes and tilt effect. When the feature has a `link`, its title is
 * a real link (client-side navigation, reachable with Tab) whose click area covers the whole card.
 */
export function FeatureCard({ feature }: { /** The feature from the home page's front matter. */ feature: Feature }) {
  const { icon, title, details, link, span = 4 } = feature;
  const { innerProps, outerProps, outerRef, shineStyle } = useCardAnimation();
  return (
    <div {...outerProps} ref={outerRef} className={`rp-home-feature__item ${spanClass[span] ?? ''}`}>
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
