export { App as default, ErrorBoundary, Layout } from './components/shell/document.tsx';
