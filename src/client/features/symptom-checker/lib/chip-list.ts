/** What adding one entry to a chip list did (SPEC §5: blank entries are ignored). */
export type AddChipOutcome = 'added' | 'blank' | 'duplicate' | 'full';

/** One entry as it is stored and shown: trimmed, inner runs of white space made one space. */
export function normalizeChipText(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/**
 * Adds `raw` to `items` (symptoms, conditions or medications; SPEC §4, §5). Blank text is
 * ignored; an entry already on the list (compared without case) is not added twice; nothing is
 * added once the list holds `maxItems`. Returns the new list (the same array when nothing was
 * added), what happened, and the normalised text.
 */
export function addChip(
  items: readonly string[],
  raw: string,
  options: { maxItems: number },
): { items: readonly string[]; outcome: AddChipOutcome; text: string } {
  const text = normalizeChipText(raw);
  if (text === '') return { items, outcome: 'blank', text };
  const key = text.toLocaleLowerCase();
  if (items.some((item) => item.toLocaleLowerCase() === key)) {
    return { items, outcome: 'duplicate', text };
  }
  if (items.length >= options.maxItems) return { items, outcome: 'full', text };
  return { items: [...items, text], outcome: 'added', text };
}

/** `items` without the entry at `index` (unchanged when the index is out of range). */
export function removeChipAt(items: readonly string[], index: number): readonly string[] {
  if (index < 0 || index >= items.length) return items;
  return items.filter((_, i) => i !== index);
}

/**
 * Where keyboard focus goes after removing the chip at `index` from a list that now has
 * `remaining` chips: the chip that took its place, else the new last chip, else the text input
 * (`null`), so a keyboard user never loses their place.
 */
export function chipIndexAfterRemoval(index: number, remaining: number): number | null {
  if (remaining === 0) return null;
  return Math.min(index, remaining - 1);
}
