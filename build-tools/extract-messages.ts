// `npm run i18n:coverage`: the share of English messages each locale's catalogue translates —
// the client's (ADR 0058; the messages of src/client/i18n/message-extraction.ts) and the
// server's e-mails (ADR 0064; src/server/mail/messages).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { coverage, messagesIn } from '#shared/i18n/message-catalogues.ts';
import { extractMessages, TRANSLATED_LOCALES } from '#client/i18n/message-extraction.ts';

const SOURCE_DIR = fileURLToPath(new URL('../src', import.meta.url));

/** The text of every module below `dir` (tests left out). */
async function sourcesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile() && /(?<!\.test)\.tsx?$/.test(entry.name))
      .map((entry) => readFile(path.join(entry.parentPath, entry.name), 'utf8')),
  );
}

async function report(title: string, messages: Set<string>, cataloguesDir: string) {
  console.log(`${title}: ${messages.size} English messages`);
  for (const locale of TRANSLATED_LOCALES) {
    const file = path.join(cataloguesDir, `${locale}.json`);
    const catalogue = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
    const { translated, percent } = coverage(messages, catalogue);
    console.log(`  ${locale}: ${translated}/${messages.size} translated (${percent.toFixed(1)} %)`);
  }
}

await report(
  'client (shown through the catalogues)',
  extractMessages(await sourcesIn(path.join(SOURCE_DIR, 'client'))),
  path.join(SOURCE_DIR, 'client', 'i18n', 'messages'),
);
await report(
  'e-mails',
  new Set((await sourcesIn(path.join(SOURCE_DIR, 'server'))).flatMap(messagesIn)),
  path.join(SOURCE_DIR, 'server', 'mail', 'messages'),
);
