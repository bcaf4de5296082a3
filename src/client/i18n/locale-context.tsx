import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  activateLocale,
  applyDocumentLocale,
  saveLocale,
  translate,
  type MessageValues,
} from '#client/i18n/i18n.ts';
import { DEFAULT_LOCALE, type Locale } from '#client/i18n/locales.ts';

interface LocaleState {
  locale: Locale;
  /** Loads `locale`'s catalogue, shows the app in it and keeps the choice. */
  setLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleState>({
  locale: DEFAULT_LOCALE,
  setLocale: async () => {},
});

/**
 * The active locale for the app below. `initialLocale` must already be active (main.tsx loads
 * its catalogue before the first render). A change re-mounts the app below, so every text,
 * number and date is rendered again in the new locale; the data cache and session are above.
 */
export function LocaleProvider({
  initialLocale = DEFAULT_LOCALE,
  children,
}: {
  initialLocale?: Locale;
  children: ReactNode;
}) {
  const [locale, setLocaleState] = useState(initialLocale);
  const setLocale = useCallback(async (next: Locale) => {
    await activateLocale(next);
    saveLocale(next);
    applyDocumentLocale(next);
    setLocaleState(next);
  }, []);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext value={value}>
      <LocaleSubtree key={locale}>{children}</LocaleSubtree>
    </LocaleContext>
  );
}

function LocaleSubtree({ children }: { children: ReactNode }) {
  return children;
}

/** The active locale and the way to change it. */
export function useLocale(): LocaleState {
  return use(LocaleContext);
}

/**
 * The translate function: `t('Sign in')`, `t('Step {number}:', { number })`, the message in
 * English (ADR 0058). The caller re-renders when the locale changes.
 */
export function useT(): (message: string, values?: MessageValues) => string {
  useLocale();
  return translate;
}
