import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installAnalytics } from './lib/analytics';
import { setupServiceWorker } from './lib/service-worker';
import { applyTheme, getTheme } from './lib/theme';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// /theme-init.js set the class before paint; this also syncs the browser's theme-color.
applyTheme(getTheme());
installAnalytics();
setupServiceWorker();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
