import { useEffect, useId, useRef } from 'react';
import { LOCALE_NAMES, LOCALES, supportedLocale } from '#shared/i18n/locales.ts';
import { SettingsSection } from '#client/features/auth/account/components/settings-section.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useChooseAccountLanguage } from '#client/app/account-language.ts';
import { useLocale, useT } from '#client/i18n/locale-context.tsx';

/**
 * Set when the language was just chosen here: the switch re-mounts the page in the new
 * language, and the new select takes the focus back (keyboard and screen reader users stay
 * where they were).
 */
let refocusAfterSwitch = false;

/**
 * The settings page's "Language" card (issue #17, ADR 0064): the languages of the header's
 * switcher, each in its own name; choosing one switches the app at once and saves it as the
 * account's, the language of its e-mails too.
 */
export function LanguageSection() {
  const t = useT();
  const { locale } = useLocale();
  const choose = useChooseAccountLanguage();
  const selectId = useId();
  const helpId = useId();
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (!refocusAfterSwitch) return;
    refocusAfterSwitch = false;
    select.current?.focus();
  }, []);
  return (
    <SettingsSection
      id="language"
      title={t('Language')}
      description={t('The language of CareAbroad and of the e-mails we send you.')}
    >
      <div className="grid gap-2">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t('Show CareAbroad in')}
        </label>
        <NativeSelect
          ref={select}
          id={selectId}
          value={locale}
          aria-describedby={helpId}
          onChange={(event) => {
            const next = supportedLocale(event.target.value);
            if (!next) return;
            refocusAfterSwitch = true;
            void choose(next);
          }}
          className="sm:max-w-sm"
        >
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LOCALE_NAMES[code]}
            </option>
          ))}
        </NativeSelect>
        <p id={helpId} className="text-sm text-muted-foreground">
          {t('Saved to your account: a new browser shows this language once you sign in.')}
        </p>
      </div>
    </SettingsSection>
  );
}
