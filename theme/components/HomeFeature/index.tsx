import { HomeFeature as BaseHomeFeature } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import styles from './HomeFeature.module.css';

/** Rspress's home feature cards, with side margins that line up with the hero and the tool cards on small screens. */
export function HomeFeature(props: ComponentProps<typeof BaseHomeFeature>) {
  return (
    <div className={styles.features}>
      <BaseHomeFeature {...props} />
    </div>
  );
}
