import { renderInlineMarkdown } from '@rspress/core/theme-original';
import { slug } from '../../logic/slug';
import { getCustomMDXComponent } from '../Table';

/** Rspress's heading for titles not from Markdown, its aria-hidden `#` link out of the tab order like Markdown's. */
export function FallbackHeading({ level, title }: { level: 1 | 2 | 3 | 4 | 5 | 6; title: string }) {
  if (import.meta.env.SSG_MD) return <>{`${'#'.repeat(level)} ${title}\n\n`}</>;
  const titleSlug = title && slug(title.trim());
  if (!titleSlug) return null;
  const { [`h${level}` as const]: Heading, a: A } = getCustomMDXComponent();
  return (
    <Heading id={titleSlug}>
      <span {...renderInlineMarkdown(title)} />
      <A className="rp-header-anchor" href={`#${titleSlug}`} aria-hidden tabIndex={-1}>
        #
      </A>
    </Heading>
  );
}
