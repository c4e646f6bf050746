import './index.css';

export * from '@rspress/core/theme-original';
export { IconCopy, IconSuccess, IconWrap, IconWrapped } from './components/CodeButtonIcons';
export { SearchPanel } from './components/LazySearchPanel';
