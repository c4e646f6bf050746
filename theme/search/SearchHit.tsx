import type { DocSearchHit } from '@docsearch/react';
import { useSite, withBase } from '@rspress/core/runtime';
import { useLinkNavigate } from '@rspress/core/theme-original';
import type { MouseEvent, ReactNode } from 'react';
import { sitePath } from './site-path';

/** Props of a search result link. */
export interface SearchHitProps {
  /** The hit the link opens. */
  hit: Pick<DocSearchHit, 'url'>;
  /** The result row DocSearch renders inside the link. */
  children: ReactNode;
}

/** The origins whose URLs open inside the site: this page's, and the configured public one. */
export function useSiteOrigins(): string[] {
  const { site } = useSite();
  return typeof window === 'undefined' ? [] : [window.location.origin, site.siteOrigin].filter(Boolean);
}

/**
 * Navigates to a hit without reloading the page. It waits for the dialog to close first, because closing restores
 * the scroll position the page had when the dialog opened, which would undo the scroll to the heading.
 */
export function useOpenHit(): (url: string) => void {
  const navigate = useLinkNavigate();
  const origins = useSiteOrigins();
  const { site } = useSite();
  return (url) => {
    const path = sitePath(url, origins, site.base);
    window.setTimeout(() => (path === null ? window.location.assign(url) : navigate(path)), 0);
  };
}

/** A result link: a plain click opens the page in place, a modified click opens it as the browser would. */
export function SearchHit({ hit, children }: SearchHitProps) {
  const openHit = useOpenHit();
  const { site } = useSite();
  const path = sitePath(hit.url, useSiteOrigins(), site.base);
  const href = path === null ? hit.url : withBase(path);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openHit(hit.url);
  };
  return (
    <a href={href} onClick={onClick}>
      {children}
    </a>
  );
}
