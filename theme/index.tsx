import './index.css';
import './styles/chrome.css';

export * from '@rspress/core/theme-original';
export { Layout } from './components/Layout';
export { LlmsViewOptions } from './components/LlmsViewOptions';
export { Nav } from './components/Nav';
export { PackageManagerTabs } from './components/PackageManagerTabs';
export { useActiveAnchor } from './hooks/useActiveAnchor';
export { useStorageValue } from './hooks/useStorageValue';
