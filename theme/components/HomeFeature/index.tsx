import type { Feature } from '@rspress/core';
import { useFrontmatter } from '@rspress/core/runtime';
import { HomeFeature as BaseHomeFeature, Link } from '@rspress/core/theme-original';
import styles from './HomeFeature.module.css';

/**
 * Rspress's feature cards (markup, tilt), except that a card with a `link` is a real link a keyboard can reach
 * (Rspress's is an `<article>` that navigates on click): its title is the link, stretched over the card. Rspress
 * renders the title as a child, so it takes an element; each card is a list of its own because Rspress keys cards
 * by their title. Side margins line up with the hero and tool cards on small screens.
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
