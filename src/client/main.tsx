import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '#client/app/app.tsx';
import { PRERENDERED_SIGNED_OUT } from '#client/app/prerendered.ts';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain #root');

// A page rendered at build time is served only to visitors without a session cookie (ADR
// 0034), so they are signed out: knowing it, the first render matches the page's HTML.
if (rootElement.dataset.prerendered === PRERENDERED_SIGNED_OUT) {
  const app = (
    <StrictMode>
      <App initialUser={null} />
    </StrictMode>
  );
  // After the browser has painted the page it was sent: the work of hydrating never holds
  // back the first paint. As a transition, React hydrates in slices and yields to the visitor's
  // input in between, instead of one long task (ADR 0034).
  requestAnimationFrame(() =>
    setTimeout(() =>
      startTransition(() => {
        hydrateRoot(rootElement, app);
      }),
    ),
  );
} else {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
