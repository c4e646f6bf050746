import './index.css';
import { Layout as BaseLayout, type LayoutProps } from '@rspress/core/theme-original';
import { EcosystemMenu } from './components/EcosystemMenu';
import { ToolCards } from './components/ToolCards';

/** Rspress's layout with the Rstack menu before the site title and the tool cards under the home hero. */
export function Layout(props: LayoutProps) {
  return <BaseLayout beforeNavTitle={<EcosystemMenu />} afterHero={<ToolCards />} {...props} />;
}

export * from '@rspress/core/theme-original';
export { SwitchAppearance } from './components/AppearanceToggle';
export { HomeFeature } from './components/HomeFeature';
export { HomeHero } from './components/HomeHero';
export { HomeLayout } from './components/HomeLayout';
export { NotFoundLayout } from './components/NotFound';
