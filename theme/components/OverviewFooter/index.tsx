import { useFrontmatter } from '@rspress/core/runtime';
import { DocFooter } from '@rspress/core/theme-original';

/**
 * The doc footer ('Last Updated', the edit link, Previous/Next) on overview pages, where Rspress leaves it out
 * although the pages around them link back (spec 2.5). `footer: false` and `?footer=0` still hide it.
 */
export function OverviewFooter() {
  const { frontmatter } = useFrontmatter();
  if (frontmatter.overview !== true || frontmatter.footer === false) return null;
  return <DocFooter />;
}
