import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import { SettingsPage } from '#client/features/auth/account/pages/settings-page.tsx';
import { CurrencyPreferenceSection } from '#client/features/exchange-rates/components/currency-preference-section.tsx';
import { PayoutAccountSection } from '#client/features/payments/components/payout-account-section.tsx';
import { LanguageSection } from '#client/app/pages/language-section.tsx';

/**
 * `/settings`: the account's settings with the language card (issue #17), the
 * preferred-currency card (issue #15) and, for a verified hospital, its Stripe payout setup
 * (issue #16).
 */
export function SettingsWithCurrencyPage({ user }: { user: CurrentUser }) {
  return (
    <SettingsPage
      user={user}
      displaySection={
        <>
          {user.role === 'hospital' && user.verified && <PayoutAccountSection />}
          <LanguageSection />
          <CurrencyPreferenceSection user={user} />
        </>
      }
    />
  );
}
