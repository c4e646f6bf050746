import { useFrontmatter } from '@rspress/core/runtime';
import { DocFooter } from '@rspress/core/theme-original';

/** The doc footer on overview pages, where Rspress leaves it out (spec 2.5); `footer: false`, `?footer=0` hide it. */
export function OverviewFooter() {
  const { frontmatter } = useFrontmatter();
  if (frontmatter.overview !== true || frontmatter.footer === false) return null;
  return <DocFooter />;
}
