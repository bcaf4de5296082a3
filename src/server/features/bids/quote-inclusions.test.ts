import { describe, expect, it } from 'vitest';
import { QUOTE_INCLUSIONS, inclusionCategoryFor } from '#shared/bids/quote-inclusions.ts';

describe('quote inclusion checklists (issue #15)', () => {
  it.each([
    ['Total hip replacement', 'joint-replacement'],
    ['KNEE arthroplasty', 'joint-replacement'],
    ['Gastric bypass', 'bariatric'],
    ['Coronary bypass (CABG)', 'cardiac'],
    ['Dental implants, upper jaw', 'dental'],
    ['Cataract surgery', 'eye'],
    ['IVF with ICSI', 'fertility'],
    ['FUE hair transplant', 'hair-transplant'],
    ['Whipple procedure', 'general'],
    ['Something unusual', 'general'],
  ])('files "%s" under %s', (procedureType, id) => {
    expect(inclusionCategoryFor(procedureType).id).toBe(id);
  });

  it('names its source and never lists an item as both typically included and excluded', () => {
    expect(QUOTE_INCLUSIONS.source).toMatch(/not a clinical or legal standard/);
    for (const category of [...QUOTE_INCLUSIONS.categories, QUOTE_INCLUSIONS.fallback]) {
      const both = category.typicallyIncluded.filter((item) =>
        category.typicallyExcluded.includes(item),
      );
      expect(both, category.id).toEqual([]);
    }
  });
});
