import './index.css';
import './styles/chrome.css';
import './contrast.css';
import type { LayoutProps } from '@rspress/core/theme-original';
import { Breadcrumbs, ReportProblem } from './components/Breadcrumbs';
import { DocMenuKeys } from './components/DocMenuKeys';
import { EcosystemMenu } from './components/EcosystemMenu';
import { Layout as QueryAwareLayout } from './components/Layout';
import { LlmsHint } from './components/LlmsHint';
import { OverviewFooter } from './components/OverviewFooter';
import { ScrollToTop } from './components/ScrollToTop';
import { ToolCards } from './components/ToolCards';

/**
 * The query-aware layout with its slots. The hint for AI agents heads the Markdown copy, where Rspress puts its own;
 * in the HTML it ends the <main> (here and in HomeLayout): first on the page and outside every landmark, screen
 * readers read it before anything else (issue 41, S3).
 */
export function Layout(props: LayoutProps) {
  return (
    <>
      {import.meta.env.SSG_MD && <LlmsHint />}
      <QueryAwareLayout
        beforeNavTitle={<EcosystemMenu />}
        afterHero={<ToolCards />}
        afterDocContent={
          <>
            <OverviewFooter />
            {!import.meta.env.SSG_MD && <LlmsHint />}
          </>
        }
        beforeDocContent={
          <>
            {/* Where the skip link of every page goes (theme/plugins/skip-link.ts): the start of the main content. */}
            <span id="content" tabIndex={-1} />
            <Breadcrumbs />
          </>
        }
        beforeDocFooter={<ReportProblem />}
        beforeDoc={<DocMenuKeys />}
        afterDoc={<ScrollToTop />}
        {...props}
      />
    </>
  );
}

export * from '@rspress/core/theme-original';
export { SwitchAppearance } from './components/AppearanceToggle';
export { CodeButtonGroup } from './components/CodeButtonGroup';
export { DocContent } from './components/DocContent';
export { FallbackHeading } from './components/FallbackHeading';
export { HomeFeature } from './components/HomeFeature';
export { HomeHero } from './components/HomeHero';
export { HomeLayout } from './components/HomeLayout';
export { LastUpdated } from './components/LastUpdated';
export { LlmsCopyButton } from './components/LlmsCopyButton';
export { LlmsHint } from './components/LlmsHint';
export { LlmsViewOptions } from './components/LlmsViewOptions';
export { Nav } from './components/Nav';
export { NavHamburger } from './components/NavHamburger';
export { NotFoundLayout } from './components/NotFound';
export { Outline } from './components/Outline';
export { Overview } from './components/Overview';
export { PackageManagerTabs } from './components/PackageManagerTabs';
export { Sidebar } from './components/Sidebar';
export { SourceCode } from './components/SourceCode';
export { getCustomMDXComponent } from './components/Table';
export { Tabs } from './components/Tabs';
export { useActiveAnchor } from './hooks/useActiveAnchor';
export { useStorageValue } from './hooks/useStorageValue';
export { Search } from './search/Search';
