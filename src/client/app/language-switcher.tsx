import { Suspense } from 'react';
import type { Locale } from '#client/i18n/locales.ts';
import { lazyPage } from '#client/lib/lazy-page.ts';

// The switcher (its button, the Radix menu) is a chunk of its own, off the landing page's
// budget (ADR 0034, 0058): a prerendered page shows its button from the HTML until it loads.
const LanguageMenu = lazyPage(() => import('#client/app/language-menu.tsx'), 'LanguageMenu');

/**
 * The language switcher of the top bars; the space of its button while it loads. `onChoose`
 * replaces the plain switch (see LanguageMenu).
 */
export function LanguageSwitcher({ onChoose }: { onChoose?: (locale: Locale) => Promise<void> }) {
  return (
    <Suspense fallback={<span aria-hidden="true" className="h-8 w-9 sm:w-24" />}>
      <LanguageMenu onChoose={onChoose} />
    </Suspense>
  );
}
