/**
 * A small reader for OBO flat files (format 1.2/1.4), enough for the open-vocabulary import:
 * the header's `data-version` and `date`, and each `[Term]` stanza's id, name, synonyms (text,
 * scope and type) and obsolete flag. Other stanzas (`[Typedef]`, `[Instance]`) and tags are
 * skipped.
 */

/** How close a synonym is to its term (OBO synonym scope). */
export type SynonymScope = 'EXACT' | 'RELATED' | 'NARROW' | 'BROAD';

/** One `synonym:` line: its text, scope and optional synonym type (e.g. `OMO:0003012`, acronym). */
export interface OboSynonym {
  text: string;
  scope: SynonymScope;
  type: string | null;
}

/** One `[Term]` stanza. */
export interface OboTerm {
  id: string;
  name: string;
  synonyms: OboSynonym[];
  obsolete: boolean;
}

/** A parsed OBO file: header tags that identify the release, and its terms in file order. */
export interface OboDocument {
  /** `data-version:` of the header (e.g. `releases/2026-07-30/symp.obo`), or null. */
  dataVersion: string | null;
  /** `date:` of the header (`dd:MM:yyyy HH:mm`), or null. */
  date: string | null;
  terms: OboTerm[];
}

const SYNONYM_LINE = /^"((?:[^"\\]|\\.)*)"\s+(EXACT|RELATED|NARROW|BROAD)(?:\s+([^\s[]+))?\s*\[/;

/** A tag value with its OBO escapes (`\\"`, `\\:`) undone. */
function unescape(value: string): string {
  return value.replace(/\\(.)/g, '$1');
}

/**
 * Parses the text of an OBO file. Lines it does not understand are ignored; a `[Term]` without
 * an id or name is left out.
 */
export function parseObo(text: string): OboDocument {
  const doc: OboDocument = { dataVersion: null, date: null, terms: [] };
  let stanza: 'header' | 'term' | 'other' = 'header';
  let current: OboTerm | null = null;
  const finish = () => {
    if (current && current.id !== '' && current.name !== '') doc.terms.push(current);
    current = null;
  };
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line.startsWith('[')) {
      finish();
      stanza = line === '[Term]' ? 'term' : 'other';
      if (stanza === 'term') current = { id: '', name: '', synonyms: [], obsolete: false };
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const tag = line.slice(0, colon);
    const value = line.slice(colon + 1).trim();
    if (stanza === 'header') {
      if (tag === 'data-version') doc.dataVersion = value;
      else if (tag === 'date') doc.date = value;
      continue;
    }
    if (stanza !== 'term' || !current) continue;
    const term: OboTerm = current;
    if (tag === 'id') term.id = value;
    else if (tag === 'name') term.name = unescape(value);
    else if (tag === 'is_obsolete') term.obsolete = value === 'true';
    else if (tag === 'synonym') {
      const match = SYNONYM_LINE.exec(value);
      if (match) {
        term.synonyms.push({
          text: unescape(match[1]!),
          scope: match[2] as SynonymScope,
          type: match[3] ?? null,
        });
      }
    }
  }
  finish();
  return doc;
}
