import './index.css';
import './contrast.css';

export * from '@rspress/core/theme-original';
export { FallbackHeading } from './components/FallbackHeading';
export { LlmsViewOptions } from './components/LlmsViewOptions';
export { getCustomMDXComponent } from './components/Table';
