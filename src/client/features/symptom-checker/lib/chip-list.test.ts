import { describe, expect, it } from 'vitest';
import { addChip, chipIndexAfterRemoval, normalizeChipText, removeChipAt } from './chip-list.ts';

describe('addChip (SPEC §5 symptom entries)', () => {
  it('adds trimmed text with inner white space collapsed', () => {
    const result = addChip(['sweating'], '  pain in   left arm ', { maxItems: 20 });
    expect(result).toEqual({
      items: ['sweating', 'pain in left arm'],
      outcome: 'added',
      text: 'pain in left arm',
    });
  });

  it('ignores blank entries and keeps the same list', () => {
    const items = ['cough'];
    for (const raw of ['', '   ', '\t\n']) {
      const result = addChip(items, raw, { maxItems: 20 });
      expect(result.outcome).toBe('blank');
      expect(result.items).toBe(items);
    }
  });

  it('does not add an entry twice, whatever its case or spacing', () => {
    const items = ['Sore throat'];
    const result = addChip(items, ' sore  THROAT', { maxItems: 20 });
    expect(result.outcome).toBe('duplicate');
    expect(result.items).toBe(items);
  });

  it('stops at the maximum number of entries', () => {
    const result = addChip(['a', 'b'], 'c', { maxItems: 2 });
    expect(result.outcome).toBe('full');
    expect(result.items).toEqual(['a', 'b']);
  });
});

describe('removeChipAt', () => {
  it('removes the entry at the index and ignores an index out of range', () => {
    expect(removeChipAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    const items = ['a'];
    expect(removeChipAt(items, 3)).toBe(items);
    expect(removeChipAt(items, -1)).toBe(items);
  });
});

describe('chipIndexAfterRemoval', () => {
  it('moves focus to the next chip, else the last one, else the input', () => {
    expect(chipIndexAfterRemoval(0, 2)).toBe(0);
    expect(chipIndexAfterRemoval(2, 2)).toBe(1);
    expect(chipIndexAfterRemoval(0, 0)).toBeNull();
  });
});

describe('normalizeChipText', () => {
  it('trims and collapses white space', () => {
    expect(normalizeChipText('  no\u00a0 fever ')).toBe('no fever');
  });
});
