/*
 * The e-mails' languages (issue #17, ADR 0064). A mail's text is its English message, written
 * where the mail is composed and passed through the translator of the recipient's locale, the
 * client's approach (ADR 0058): the catalogues in ./messages are keyed by the English text and
 * hold ICU MessageFormat translations, interpreted by Lingui. Unlike the client, the server
 * has no bundle to keep small, so English goes through Lingui too and may use ICU plurals.
 */
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '#shared/i18n/locales.ts';
import AR from './messages/ar.json' with { type: 'json' };
import DE from './messages/de.json' with { type: 'json' };
import ES from './messages/es.json' with { type: 'json' };
import HI from './messages/hi.json' with { type: 'json' };

/** Values of a message's arguments (`{count}` → `{ count: 3 }`); numbers are formatted by ICU. */
export type MailValues = Record<string, string | number>;

/**
 * Turns an English mail message into the recipient's language with `values` filled in. The
 * message must be a string literal at the call, so the catalogue test can find it.
 */
export type MailText = (message: string, values?: MailValues) => string;

/** The translated locales' catalogues as written: English message → ICU translation. */
export const MAIL_CATALOGUES: Readonly<Record<Exclude<Locale, 'en'>, Record<string, string>>> = {
  es: ES,
  de: DE,
  ar: AR,
  hi: HI,
};

const translators = new Map<Locale, MailText>();

function createTranslator(locale: Locale): MailText {
  const catalogue: Record<string, string> = locale === 'en' ? {} : MAIL_CATALOGUES[locale];
  const compiled = Object.fromEntries(
    Object.entries(catalogue).map(([message, text]) => [message, compileMessage(text)]),
  );
  const i18n = setupI18n({ locale, messages: { [locale]: compiled } });
  // English, and a message a catalogue lacks, is its own source text, compiled when used
  // (Lingui leaves the compiler out when NODE_ENV is production).
  i18n.setMessagesCompiler(compileMessage);
  return (message, values) => i18n._(message, values);
}

/** The translator of `locale`'s e-mails (built once per locale). */
export function mailText(locale: Locale): MailText {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale);
    translators.set(locale, translator);
  }
  return translator;
}

/**
 * Marks an English mail message defined away from where it is translated (a table by kind), so
 * the catalogue test finds it; the composer passes it to the translator. Returns `message`.
 */
export function msg(message: string): string {
  return message;
}
