import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.ts';

/** Who a mail goes to: the address, and the language the mail is written in (ADR 0064). */
export interface MailRecipient {
  /** `someone@example.com`; one line (the mailer refuses CR/LF). */
  email: string;
  locale: Locale;
}

/** An account as a recipient: its address, in the language it chose (English when none). */
export function recipientOf(account: {
  email: string;
  preferredLocale: Locale | null;
}): MailRecipient {
  return { email: account.email, locale: account.preferredLocale ?? DEFAULT_LOCALE };
}
