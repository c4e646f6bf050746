/// <reference types="@rsbuild/core/types" />
import { renderInlineMarkdown } from '@rspress/core/theme-original';
import { useMemo } from 'react';
import { slug } from '../../logic/slug';
import { getCustomMDXComponent } from '../Table';

/** Props of {@link FallbackHeading}, as in Rspress. */
export interface FallbackHeadingProps {
  /** Heading level, 1 to 6. */
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** Heading text; inline Markdown allowed. */
  title: string;
}

/**
 * Rspress's heading for titles that do not come from Markdown (frontmatter titles, overview groups), with
 * its `#` link taken out of the tab order like the ones in Markdown headings (see `theme/plugins/heading-anchors.ts`):
 * the link is `aria-hidden`, so it must not be a keyboard stop. Rspress gives no prop for that, hence the copy.
 */
export function FallbackHeading({ level, title }: FallbackHeadingProps) {
  const { Heading, A } = useMemo(() => {
    const components = getCustomMDXComponent();
    return { Heading: components[`h${level}`] ?? components.h1, A: components.a };
  }, [level]);
  if (import.meta.env.SSG_MD) return <>{`${'#'.repeat(level)} ${title}\n\n`}</>;
  const titleSlug = title && slug(title.trim());
  if (!titleSlug) return null;
  return (
    <Heading id={titleSlug}>
      <span {...renderInlineMarkdown(title)} />
      <A className="rp-header-anchor" href={`#${titleSlug}`} aria-hidden tabIndex={-1}>
        #
      </A>
    </Heading>
  );
}
