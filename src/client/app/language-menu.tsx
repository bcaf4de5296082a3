import { Languages } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { buttonVariants } from '#client/components/ui/variants.ts';
import { useLocale, useT } from '#client/i18n/locale-context.tsx';
import { LOCALE_NAMES, supportedLocale, type Locale } from '#client/i18n/locales.ts';

/**
 * The language switcher (issue #17) in both top bars: a button naming the active language in
 * itself (icon only on phones), and a menu of the supported languages, each in its own name
 * and language, the active one checked. The button's accessible name, "Language: Español",
 * contains its visible text (WCAG 2.5.3). `onChoose` replaces the plain switch (signed in: it
 * also saves the account's language, ADR 0064).
 */
export function LanguageMenu({ onChoose }: { onChoose?: (locale: Locale) => Promise<void> }) {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const choose = onChoose ?? setLocale;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          data-slot="button"
          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          aria-label={t('Language: {language}', { language: LOCALE_NAMES[locale] })}
        >
          <Languages aria-hidden="true" />
          <span lang={locale} className="hidden sm:inline">
            {LOCALE_NAMES[locale]}
          </span>
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-44">
        <DropdownMenuLabel>{t('Language')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={locale}
          onValueChange={(value) => {
            const next = supportedLocale(value);
            if (next) void choose(next);
          }}
        >
          {(Object.entries(LOCALE_NAMES) as [Locale, string][]).map(([code, name]) => (
            <DropdownMenuRadioItem key={code} value={code} lang={code}>
              {name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
