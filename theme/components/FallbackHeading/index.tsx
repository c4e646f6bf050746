/// <reference types="@rsbuild/core/types" />
import { renderInlineMarkdown } from '@rspress/core/theme-original';
import { useMemo } from 'react';
import { slug } from '../../logic/slug';
import { getCustomMDXComponent } from '../Table';

/** Props of {@link FallbackHeading}, as in Rspress: the level and the title (inline Markdown). */
export type FallbackHeadingProps = { level: 1 | 2 | 3 | 4 | 5 | 6; title: string };

/**
 * Rspress's heading for titles not from Markdown (frontmatter titles, overview groups), its `aria-hidden` `#` link
 * out of the tab order as in Markdown headings (`theme/plugins/heading-anchors.ts`); Rspress has no prop for that.
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
