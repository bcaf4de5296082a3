// The message catalogues (src/client/i18n/messages, ADR 0058) are ICU MessageFormat text; the
// browser gets them compiled, so it runs Lingui's small interpreter and never the ICU parser.
// This plugin compiles each catalogue as it is imported (build, dev server and vitest alike).
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A catalogue file: English per area under `messages/en/`, one file per other locale. */
const CATALOGUE_FILE = /[\\/]src[\\/]client[\\/]i18n[\\/]messages[\\/].+\.json$/;

/** `{ id: "ICU text" }` → `{ id: compiled }`, still JSON, so Vite's JSON plugin takes it from here. */
export function compileCatalogue(source: string): string {
  const messages = JSON.parse(source) as Record<string, string>;
  return JSON.stringify(
    Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessage(text)])),
  );
}

/** The Vite plugin: runs before the JSON plugin on catalogue files only. */
export function compiledMessages(): Plugin {
  return {
    name: 'careabroad:compiled-messages',
    enforce: 'pre',
    transform(code, id) {
      // `?raw` and other queries ask for the file as written.
      if (id.includes('?') || !CATALOGUE_FILE.test(id)) return null;
      return { code: compileCatalogue(code), map: null };
    },
  };
}
