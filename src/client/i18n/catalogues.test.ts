// The message catalogues (ADR 0058): each translation belongs to a message the client shows,
// compiles, and uses the same placeholders as its English message; English messages use only
// `{name}` placeholders (the English path fills no more); each locale says who drafted and
// who reviewed it.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  extractMessages,
  readCatalogue,
  TRANSLATED_LOCALES,
} from '../../../build-tools/extract-messages.ts';
import review from '#client/i18n/catalogue-review.json';

type Compiled = ReturnType<typeof compileMessage>;

/**
 * The argument names of a compiled message: a list of tokens, each text or an argument
 * `[name, type?, branches?]` whose branches are compiled messages again.
 */
function argumentNames(tokens: Compiled, names = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    const [name, , branches] = token as unknown as [string, string?, Record<string, unknown>?];
    names.add(name);
    for (const branch of Object.values(branches ?? {})) {
      if (Array.isArray(branch)) argumentNames(branch as Compiled, names);
    }
  }
  return names;
}

const english = await extractMessages();

describe('English messages', () => {
  it('use only {name} placeholders, which the English path fills', () => {
    const complex = [...english].filter((message) =>
      compileMessage(message).some((token) => Array.isArray(token) && token.length > 1),
    );
    expect(complex).toEqual([]);
  });
});

describe.each(TRANSLATED_LOCALES)('the %s catalogue', (locale) => {
  it('translates only messages the client shows', async () => {
    const stale = Object.keys(await readCatalogue(locale)).filter((id) => !english.has(id));
    expect(stale).toEqual([]);
  });

  it('compiles, with the placeholders of its English message', async () => {
    for (const [message, translation] of Object.entries(await readCatalogue(locale))) {
      const compiled = compileMessage(translation);
      expect([...argumentNames(compiled)].sort(), `${locale}: ${message}`).toEqual(
        [...argumentNames(compileMessage(message))].sort(),
      );
    }
  });

  it('records who drafted it and whether a native speaker reviewed it', () => {
    const entry = z
      .object({
        status: z.enum(['machine-drafted', 'native-reviewed']),
        draftedBy: z.string().min(1),
        draftedAt: z.iso.date(),
        reviewedBy: z.string().min(1).nullable(),
        reviewedAt: z.iso.date().nullable(),
        rationale: z.string().min(1),
      })
      .refine((value) => (value.status === 'native-reviewed') === (value.reviewedBy !== null), {
        message: 'a native-reviewed catalogue names its reviewer',
      });
    expect(entry.safeParse(review.locales[locale]).success).toBe(true);
  });
});
