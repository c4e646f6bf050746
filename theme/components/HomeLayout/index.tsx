import { PageContext, usePage } from '@rspress/core/runtime';
import { HomeLayout as BaseHomeLayout, type HomeLayoutProps } from '@rspress/core/theme-original';

/**
 * Rspress's home layout, inside the page's `<main>` landmark (Rspress gives the home page none). In the
 * Markdown copy of the home page (`index.md`, `llms-full.txt`) the features are written without their icons:
 * those are image paths, which would read as noise before each title.
 */
export function HomeLayout(props: HomeLayoutProps) {
  const { page } = usePage();
  const features = page.frontmatter?.features;
  if (!import.meta.env.SSG_MD) {
    return (
      <main>
        <BaseHomeLayout {...props} />
      </main>
    );
  }
  if (!features) return <BaseHomeLayout {...props} />;
  const frontmatter = { ...page.frontmatter, features: features.map((feature) => ({ ...feature, icon: '' })) };
  return (
    <PageContext.Provider value={{ data: { ...page, frontmatter } }}>
      <BaseHomeLayout {...props} />
    </PageContext.Provider>
  );
}
