import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { firstScreenLoaded } from './app/router';
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

// The first screen's chunk was asked for as the app started (app/router.tsx).
void firstScreenLoaded(300).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
