// The e-mail catalogues (ADR 0064): every English message a server module passes to the mail
// translator is translated in each locale, no translation is left over, each compiles with the
// arguments of its English message, and a plural gives every form the locale's grammar has
// (Arabic's six). A translation may avoid the plural with a neutral phrase and `{count, number}`.
// Each locale says who drafted and who reviewed it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { CatalogueReviewSchema } from '#shared/i18n/catalogue-review.schemas.ts';
import { argumentNames, coverage, messagesIn } from '#shared/i18n/message-catalogues.ts';
import { MAIL_CATALOGUES } from './mail-text.ts';
import REVIEW from './messages/catalogue-review.json' with { type: 'json' };

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

async function serverMessages(): Promise<Set<string>> {
  const entries = await readdir(SERVER_DIR, { withFileTypes: true, recursive: true });
  const sources = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && /(?<!\.test)\.ts$/.test(entry.name))
      .map((entry) => readFile(path.join(entry.parentPath, entry.name), 'utf8')),
  );
  return new Set(sources.flatMap(messagesIn));
}

/** The branch names of every plural argument in a compiled message, with the argument's name. */
function pluralBranches(tokens: readonly unknown[], found: string[][] = []): string[][] {
  for (const token of tokens) {
    if (!Array.isArray(token)) continue;
    const [, type, branches] = token as [string, string?, Record<string, unknown>?];
    if (type === 'plural' && branches) found.push(Object.keys(branches));
    for (const branch of Object.values(branches ?? {})) {
      if (Array.isArray(branch)) pluralBranches(branch, found);
    }
  }
  return found;
}

const english = await serverMessages();

describe('the English mail messages', () => {
  it('are found in the server modules and compile', () => {
    expect(english.size).toBeGreaterThan(50);
    expect(english).toContain('Reset your CareAbroad password');
    for (const message of english) expect(() => compileMessage(message), message).not.toThrow();
  });
});

describe.each(Object.entries(MAIL_CATALOGUES))('the %s mail catalogue', (locale, catalogue) => {
  it('translates every mail message', () => {
    const missing = [...english].filter((message) => !Object.hasOwn(catalogue, message));
    expect(missing).toEqual([]);
    expect(coverage(english, catalogue).percent).toBe(100);
  });

  it('translates only messages the server sends', () => {
    expect(Object.keys(catalogue).filter((message) => !english.has(message))).toEqual([]);
  });

  it('compiles, with the arguments of its English message', () => {
    for (const [message, translation] of Object.entries(catalogue)) {
      expect([...argumentNames(compileMessage(translation))].sort(), message).toEqual(
        [...argumentNames(compileMessage(message))].sort(),
      );
    }
  });

  it('records who drafted it and whether a native speaker reviewed it', () => {
    const entry: unknown = REVIEW.locales[locale as keyof typeof REVIEW.locales];
    expect(CatalogueReviewSchema.safeParse(entry).success).toBe(true);
  });

  it('gives each plural every form of the language', () => {
    const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const translation of Object.values(catalogue)) {
      for (const branches of pluralBranches(compileMessage(translation))) {
        expect(branches, translation).toEqual(expect.arrayContaining([...forms]));
      }
    }
  });
});
