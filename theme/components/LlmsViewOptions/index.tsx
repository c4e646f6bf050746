import { useI18n } from '@rspress/core/runtime';
import { type LlmsViewOptionsProps, LlmsViewOptions as OriginalLlmsViewOptions } from '@rspress/core/theme-original';
import { useEffect, useRef } from 'react';
import type { SiteI18n } from '../../i18n';
import styles from './index.module.css';

/**
 * Rspress's "open this page in…" menu, with a name on its icon-only trigger button so screen readers
 * announce what it does (Rspress renders the button with an arrow icon and no label).
 */
export function LlmsViewOptions(props: LlmsViewOptionsProps) {
  const t = useI18n<SiteI18n>();
  const label = t('llmsViewOptionsLabel');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector('.rp-llms-view-options__trigger')?.setAttribute('aria-label', label);
  }, [label]);
  return (
    <div ref={ref} className={styles.contents}>
      <OriginalLlmsViewOptions {...props} />
    </div>
  );
}
