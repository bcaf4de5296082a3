// `npm run i18n:coverage`: the share of the client's English messages each locale's catalogue
// translates (ADR 0058; the messages are those of src/client/i18n/message-extraction.ts).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { coverage, extractMessages, TRANSLATED_LOCALES } from '#client/i18n/message-extraction.ts';

const CLIENT_DIR = fileURLToPath(new URL('../src/client', import.meta.url));

const entries = await readdir(CLIENT_DIR, { withFileTypes: true, recursive: true });
const sources = await Promise.all(
  entries
    .filter((entry) => entry.isFile() && /(?<!\.test)\.tsx?$/.test(entry.name))
    .map((entry) => readFile(path.join(entry.parentPath, entry.name), 'utf8')),
);
const messages = extractMessages(sources);
console.log(`${messages.size} English messages shown through the catalogues`);
for (const locale of TRANSLATED_LOCALES) {
  const file = path.join(CLIENT_DIR, 'i18n', 'messages', `${locale}.json`);
  const catalogue = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
  const { translated, percent } = coverage(messages, catalogue);
  console.log(`${locale}: ${translated}/${messages.size} translated (${percent.toFixed(1)} %)`);
}
