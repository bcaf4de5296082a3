/*
 * What the client's and the server's message catalogues have in common (ADR 0058, ADR 0064):
 * a message is its English text, passed as a string literal to `t` or `msg`; a catalogue maps
 * it to its translation. Used by the catalogue tests and `npm run i18n:coverage`.
 */

/** A call of t or msg whose first argument is a single- or double-quoted string literal. */
const MESSAGE_CALL = /\b(?:t|msg)\(\s*(['"])((?:\\.|(?!\1).)*)\1/g;

/** The English messages in `source` (a module's text). */
export function messagesIn(source: string): string[] {
  // A literal's body as the string it stands for (`I\'m` → `I'm`).
  return [...source.matchAll(MESSAGE_CALL)].map((match) =>
    (match[2] ?? '').replace(/\\(.)/g, '$1'),
  );
}

/** How many of `messages` `catalogue` translates, and the share in percent. */
export function coverage(
  messages: ReadonlySet<string>,
  catalogue: Readonly<Record<string, string>>,
): { translated: number; percent: number } {
  const translated = [...messages].filter((message) => Object.hasOwn(catalogue, message)).length;
  return { translated, percent: (100 * translated) / messages.size };
}

/**
 * The argument names of a compiled message (Lingui's `compileMessage`): a list of tokens, each
 * text or an argument `[name, type?, branches?]` whose branches are compiled messages again.
 */
export function argumentNames(
  tokens: readonly unknown[],
  names: Set<string> = new Set<string>(),
): Set<string> {
  for (const token of tokens) {
    if (typeof token === 'string' || !Array.isArray(token)) continue;
    const [name, , branches] = token as [string, string?, Record<string, unknown>?];
    names.add(name);
    for (const branch of Object.values(branches ?? {})) {
      if (Array.isArray(branch)) argumentNames(branch, names);
    }
  }
  return names;
}
