import { PageContext, usePage } from '@rspress/core/runtime';
import { HomeLayout as BaseHomeLayout, type HomeLayoutProps } from '@rspress/core/theme-original';

/**
 * Rspress's home layout. In the Markdown copy of the home page (`index.md`, `llms-full.txt`) the features are
 * written without their icons: those are image paths, which would read as noise before each title.
 */
export function HomeLayout(props: HomeLayoutProps) {
  const { page } = usePage();
  const features = page.frontmatter?.features;
  if (!import.meta.env.SSG_MD || !features) return <BaseHomeLayout {...props} />;
  const frontmatter = { ...page.frontmatter, features: features.map((feature) => ({ ...feature, icon: '' })) };
  return (
    <PageContext.Provider value={{ data: { ...page, frontmatter } }}>
      <BaseHomeLayout {...props} />
    </PageContext.Provider>
  );
}
