import { PageContext, usePage, withBase } from '@rspress/core/runtime';
import { HomeLayout as BaseHomeLayout, type HomeLayoutProps } from '@rspress/core/theme-original';
import { LlmsHint } from '../LlmsHint';

/** A site path under the base path; other links (other sites, anchors) as they are. */
const based = <T extends string | undefined>(link: T): T =>
  (link?.startsWith('/') && !link.startsWith('//') ? withBase(link) : link) as T;

/** Rspress's home layout inside a `<main>` landmark (Rspress gives the home page none), the skip link's target, with
 * the hint for AI agents at its end (theme/index.tsx). */
export function HomeLayout(props: HomeLayoutProps) {
  const { page } = usePage();
  if (!import.meta.env.SSG_MD) {
    return (
      <main id="content" tabIndex={-1}>
        <BaseHomeLayout {...props} />
        <LlmsHint />
      </main>
    );
  }
  // The .md copy: no feature icons (image paths, noise before each title), links based as Rspress does in HTML only.
  const { hero, features } = page.frontmatter ?? {};
  const frontmatter = {
    ...page.frontmatter,
    hero: hero && { ...hero, actions: hero.actions?.map((action) => ({ ...action, link: based(action.link) })) },
    features: features?.map((feature) => ({ ...feature, icon: '', link: based(feature.link) })),
  };
  return (
    <PageContext.Provider value={{ data: { ...page, frontmatter } }}>
      <BaseHomeLayout {...props} />
    </PageContext.Provider>
  );
}
