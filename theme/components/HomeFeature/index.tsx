import type { Feature } from '@rspress/core';
import { useFrontmatter } from '@rspress/core/runtime';
import { HomeFeature as BaseHomeFeature, Link } from '@rspress/core/theme-original';
import styles from './HomeFeature.module.css';

/**
 * Rspress's feature cards (markup, tilt), but a card with a `link` is a real link a keyboard reaches (Rspress's is an
 * `<article>` that navigates on click): its title, as an element, in a one-card list (Rspress keys cards by title).
 */
export function HomeFeature({ features }: { /** Cards instead of the front matter's. */ features?: Feature[] }) {
  const { frontmatter } = useFrontmatter();
  return (
    <div className={styles.features}>
      <div className="rp-home-feature">
        {(features ?? frontmatter?.features ?? []).map(({ link, title, ...feature }) => {
          const linked = link ? (
            <Link href={link} className={styles.link}>
              {title}
            </Link>
          ) : (
            title
          );
          return <BaseHomeFeature key={title} features={[{ ...feature, title: linked as string }]} />;
        })}
      </div>
    </div>
  );
}
