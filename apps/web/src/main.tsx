import 'antd-mobile/es/global';
import './app/styles.css';
import { APP_VERSION } from '@nearbite/domain/app-constants';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/feature-texts';
import { i18nReady } from './shared/i18n/i18n';
import { afterLoad } from './shared/lib/after-load';

console.info(`Nearbite version ${APP_VERSION}`);

// Chinese browsers wait (behind the splash) for the Chinese texts rather than flash English.
await i18nReady.catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// A transition renders the first screen in short slices, so the page answers input while it builds.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// The service worker (production builds only) registers after load, from its own small chunk.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  afterLoad(() => {
    import('./shared/lib/service-worker').then(
      ({ registerServiceWorker }) => registerServiceWorker(),
      () => undefined,
    );
  });
}
