/*
 * The signed-in account's language (issue #17, ADR 0064): choosing a language in the header or
 * in Settings also saves it on the account, so its e-mails follow; and a browser without a
 * choice of its own adopts the account's after sign-in.
 */
import { useCallback, useEffect } from 'react';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { useSavePreferredLocale } from '#client/features/auth/account/api/use-preferred-locale.ts';
import { savedLocale } from '#client/i18n/i18n.ts';
import { useLocale } from '#client/i18n/locale-context.tsx';

/**
 * Switches the app to a language, then saves it as the account's. The switch re-mounts the
 * page; the save belongs to the data cache and outlives it, and a failure toasts in the new
 * language.
 */
export function useChooseAccountLanguage(): (locale: Locale) => Promise<void> {
  const { setLocale } = useLocale();
  const { mutate: save } = useSavePreferredLocale();
  return useCallback(
    async (locale: Locale) => {
      await setLocale(locale);
      save(locale);
    },
    [save, setLocale],
  );
}

/**
 * Shows the app in the account's saved language when this browser has no choice of its own
 * (a new browser, a cleared one); the choice is then kept here like one made in the switcher.
 */
export function useAdoptAccountLanguage(user: CurrentUser): void {
  const { locale, setLocale } = useLocale();
  const preferred = user.preferredLocale;
  useEffect(() => {
    if (preferred && preferred !== locale && savedLocale() === undefined) {
      void setLocale(preferred);
    }
  }, [preferred, locale, setLocale]);
}
