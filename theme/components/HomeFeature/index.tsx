import { useFrontmatter } from '@rspress/core/runtime';
import { HomeFeature as BaseHomeFeature, Link } from '@rspress/core/theme-original';
import styles from './HomeFeature.module.css';

/** Rspress's feature cards, but a card's `link` is a real link (Rspress's card is an `<article>` that navigates). */
export function HomeFeature() {
  const { frontmatter } = useFrontmatter();
  return (
    <div className={styles.features}>
      <div className="rp-home-feature">
        {(frontmatter.features ?? []).map(({ link, title, ...feature }) => {
          const linked = link ? (
            <Link href={link} className={styles.link}>
              {title}
            </Link>
          ) : (
            title
          );
          // One card per list: Rspress keys the cards by their titles, here elements.
          return <BaseHomeFeature key={title} features={[{ ...feature, title: linked as string }]} />;
        })}
      </div>
    </div>
  );
}
