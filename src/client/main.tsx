import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '#client/app/app.tsx';
import { PRERENDERED_SIGNED_OUT } from '#shared/rendering/prerendered.ts';
import { activateLocale, applyDocumentLocale, browserLocale } from '#client/i18n/i18n.ts';
import { DEFAULT_LOCALE, negotiateLocale, type Locale } from '#client/i18n/locales.ts';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain #root');
const root: HTMLElement = rootElement;

function start(locale: Locale): void {
  // A page rendered at build time is served only to visitors without a session cookie (ADR
  // 0034), so they are signed out: knowing it, the first render matches the page's HTML. It
  // is English: another locale renders from scratch instead (ADR 0058).
  if (root.dataset.prerendered === PRERENDERED_SIGNED_OUT && locale === DEFAULT_LOCALE) {
    const app = (
      <StrictMode>
        <App initialUser={null} />
      </StrictMode>
    );
    // After the browser has painted the page it was sent: the work of hydrating never holds
    // back the first paint. As a transition, React hydrates in slices and yields to the
    // visitor's input in between, instead of one long task (ADR 0034).
    requestAnimationFrame(() =>
      setTimeout(() =>
        startTransition(() => {
          hydrateRoot(root, app);
        }),
      ),
    );
  } else {
    createRoot(root).render(
      <StrictMode>
        <App initialLocale={locale} />
      </StrictMode>,
    );
  }
}

const locale = browserLocale((saved) => negotiateLocale(saved, navigator.languages));
if (locale === DEFAULT_LOCALE) {
  start(locale);
} else {
  // The locale's catalogue (one chunk) before the first render, so no text flashes in English.
  applyDocumentLocale(locale);
  void activateLocale(locale).then(
    () => start(locale),
    () => {
      applyDocumentLocale(DEFAULT_LOCALE);
      start(DEFAULT_LOCALE);
    },
  );
}
