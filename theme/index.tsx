import './index.css';

export * from '@rspress/core/theme-original';
export { Search } from './search/Search';
