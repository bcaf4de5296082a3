// The client's English messages (ADR 0058): every literal passed to `t(…)` or `msg(…)` under
// src/client, plus the navigation labels of the shared route tables, which the shells pass to
// `t`. `npm run i18n:coverage` prints the share of them each locale's catalogue translates.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  QUICK_ACTION_LINKS,
  SIDEBAR_LINKS,
  SUPPORT_LINKS,
  TOP_NAV_LINKS,
} from '#shared/navigation/role-routes.ts';

const CLIENT_DIR = fileURLToPath(new URL('../src/client', import.meta.url));
const CATALOGUE_DIR = path.join(CLIENT_DIR, 'i18n', 'messages');

/** The locales with a catalogue (English is the source). */
export const TRANSLATED_LOCALES = ['es', 'de', 'ar', 'hi'] as const;

/** `t('…')` / `msg("…")` with a single- or double-quoted literal as the first argument. */
const MESSAGE_CALL = /\b(?:t|msg)\(\s*(['"])((?:\\.|(?!\1).)*)\1/g;

/** The string a JavaScript literal's body stands for (`I\'m` → `I'm`). */
function unescapeLiteral(body: string): string {
  return body.replace(/\\(.)/g, '$1');
}

/** The English messages in `source` (a module's text). */
export function messagesIn(source: string): string[] {
  return [...source.matchAll(MESSAGE_CALL)].map((match) => unescapeLiteral(match[2] ?? ''));
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every English message the client shows through the catalogues. */
export async function extractMessages(): Promise<Set<string>> {
  const messages = new Set<string>();
  for (const file of await sourceFiles(CLIENT_DIR)) {
    for (const message of messagesIn(await readFile(file, 'utf8'))) messages.add(message);
  }
  const tables = [
    ...Object.values(TOP_NAV_LINKS),
    ...Object.values(SIDEBAR_LINKS),
    QUICK_ACTION_LINKS,
    SUPPORT_LINKS,
  ];
  for (const link of tables.flat()) messages.add(link.label);
  return messages;
}

/** A locale's catalogue as written: English message → ICU translation. */
export async function readCatalogue(locale: string): Promise<Record<string, string>> {
  return JSON.parse(await readFile(path.join(CATALOGUE_DIR, `${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const messages = await extractMessages();
  console.log(`${messages.size} English messages in the client`);
  for (const locale of TRANSLATED_LOCALES) {
    const catalogue = await readCatalogue(locale);
    const translated = [...messages].filter((message) => Object.hasOwn(catalogue, message)).length;
    const share = ((100 * translated) / messages.size).toFixed(1);
    console.log(`${locale}: ${translated}/${messages.size} translated (${share} %)`);
  }
}
