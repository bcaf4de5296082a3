import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '#client/app/app.tsx';
import { PRERENDERED_SIGNED_OUT, startSignedOut } from '#client/app/prerendered.ts';
import { queryClient } from '#client/lib/query-client.ts';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain #root');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A page rendered at build time is served only to visitors without a session cookie (ADR
// 0034), so they are signed out: knowing it, the first render matches the page's HTML.
if (rootElement.dataset.prerendered === PRERENDERED_SIGNED_OUT) {
  startSignedOut(queryClient);
  // After the browser has painted the page it was sent: the work of hydrating never holds
  // back the first paint.
  requestAnimationFrame(() => setTimeout(() => hydrateRoot(rootElement, app)));
} else {
  createRoot(rootElement).render(app);
}
