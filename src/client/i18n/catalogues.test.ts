// The message catalogues (ADR 0058): each translation belongs to a message the client shows,
// compiles, and uses the same placeholders as its English message; English messages use only
// `{name}` placeholders (the English path fills no more); each locale says who drafted and
// who reviewed it.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import review from '#client/i18n/catalogue-review.json';
import { CatalogueReviewSchema } from '#shared/i18n/catalogue-review.schemas.ts';
import { argumentNames } from '#shared/i18n/message-catalogues.ts';
import { coverage, extractMessages, TRANSLATED_LOCALES } from '#client/i18n/message-extraction.ts';

// The client's modules and the catalogues as written (the build compiles the latter).
const modules = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const catalogues = import.meta.glob<string>('./messages/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
function readCatalogue(locale: string): Record<string, string> {
  return JSON.parse(catalogues[`./messages/${locale}.json`] ?? '{}') as Record<string, string>;
}

const english = extractMessages(Object.values(modules));

describe('English messages', () => {
  it('use only {name} placeholders, which the English path fills', () => {
    const complex = [...english].filter((message) =>
      compileMessage(message).some((token) => Array.isArray(token) && token.length > 1),
    );
    expect(complex).toEqual([]);
  });
});

describe.each(TRANSLATED_LOCALES)('the %s catalogue', (locale) => {
  it('translates every message the client shows', () => {
    expect(coverage(english, readCatalogue(locale)).percent).toBe(100);
  });

  it('translates only messages the client shows', () => {
    const stale = Object.keys(readCatalogue(locale)).filter((id) => !english.has(id));
    expect(stale).toEqual([]);
  });

  it('compiles, with the placeholders of its English message', () => {
    for (const [message, translation] of Object.entries(readCatalogue(locale))) {
      const compiled = compileMessage(translation);
      expect([...argumentNames(compiled)].sort(), `${locale}: ${message}`).toEqual(
        [...argumentNames(compileMessage(message))].sort(),
      );
    }
  });

  it('records who drafted it and whether a native speaker reviewed it', () => {
    expect(CatalogueReviewSchema.safeParse(review.locales[locale]).success).toBe(true);
  });
});
