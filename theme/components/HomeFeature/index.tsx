import type { Feature } from '@rspress/core';
import { useFrontmatter } from '@rspress/core/runtime';
import { FeatureCard } from './FeatureCard';
import styles from './HomeFeature.module.css';

/**
 * The home feature cards, as Rspress draws them, except that a card with a `link` is a real link a keyboard can
 * reach (Rspress's card is an `<article>` that navigates on click). The side margins line up with the hero and the
 * tool cards on small screens.
 */
export function HomeFeature({
  features,
}: {
  /** Cards to show instead of the front matter's `features`. */ features?: Feature[];
}) {
  const { frontmatter } = useFrontmatter();
  const list = features ?? frontmatter?.features ?? [];
  return (
    <div className={styles.features}>
      <div className="rp-home-feature">
        {list.map((feature) => (
          <FeatureCard key={feature.title} feature={feature} />
        ))}
      </div>
    </div>
  );
}
