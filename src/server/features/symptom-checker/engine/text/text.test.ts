import { describe, expect, it } from 'vitest';
import {
  parseDurationDays,
  parseGestationWeeks,
  parseInfantAgeMonths,
  parseTemperatureC,
} from './quantities.ts';
import { createCorrector, editDistance } from './spelling.ts';
import { phraseToStems, splitClauses } from './tokenize.ts';

describe('editDistance', () => {
  it('counts substitutions, insertions, deletions and adjacent swaps', () => {
    expect(editDistance('vomit', 'vomit', 2)).toBe(0);
    expect(editDistance('diarhea', 'diarrhea', 2)).toBe(1);
    expect(editDistance('nasuea', 'nausea', 2)).toBe(1);
    expect(editDistance('cough', 'rash', 1)).toBe(2);
  });
});

describe('createCorrector', () => {
  const correct = createCorrector(['vomiting', 'diarrhoea', 'headache', 'week', 'weak']);
  it('corrects to the nearest known word within the edit limit', () => {
    expect(correct('vomitting')).toBe('vomiting');
    expect(correct('diarrhea')).toBe('diarrhoea');
    expect(correct('headach')).toBe('headache');
  });
  it('leaves known, short, numeric and far-off words alone', () => {
    expect(correct('week')).toBe('week');
    expect(correct('abc')).toBe('abc');
    expect(correct('38c')).toBe('38c');
    expect(correct('zebra')).toBe('zebra');
  });
});

describe('tokenize', () => {
  it('drops fillers, stems and maps synonyms to one form', () => {
    expect(phraseToStems('Blood in my wee')).toEqual(['blood', 'pee']);
    expect(phraseToStems("I've been vomiting")).toEqual(['been', 'vomit']);
    expect(phraseToStems('tummy ache')).toEqual(phraseToStems('stomach aches'));
  });
  it('ends clauses at sentence punctuation and scope-ending words', () => {
    expect(splitClauses('no fever but cough. headache')).toEqual([
      'no fever',
      'cough',
      ' headache',
    ]);
  });
});

describe('quantities', () => {
  it.each([
    ['for 3 days', 3],
    ['2 weeks', 14],
    ['a couple of days', 2],
    ['since yesterday', 1],
    ['6 hours', 0.25],
    ['3 months', 90],
  ])('reads "%s" as %d days', (text, days) => {
    expect(parseDurationDays(text)).toBe(days);
  });

  it('does not read an age as a duration', () => {
    expect(parseDurationDays('my 3 year old son')).toBeNull();
  });

  it.each([
    ['39.5', 39.5],
    ['102f', 38.9],
    ['temp 38c', 38],
    ['temperature of 101', 38.3],
    ['fever 40 degrees', 40],
  ])('reads "%s" as %d °C', (text, celsius) => {
    expect(parseTemperatureC(text)).toBe(celsius);
  });

  it('ignores numbers that are not temperatures', () => {
    expect(parseTemperatureC('cough for 10 days')).toBeNull();
    expect(parseTemperatureC('took 2 tablets')).toBeNull();
  });

  it('does not read a stage of pregnancy as a duration', () => {
    expect(parseDurationDays('34 weeks pregnant')).toBeNull();
    expect(parseDurationDays('12 weeks into my pregnancy, bleeding for 2 days')).toBe(2);
  });

  it.each([
    ['my 6 week old', 1.4],
    ['a 3-month-old baby', 3],
    ['10 day old', 0.3],
    ['newborn', 0],
    ['3 year old', null],
  ])('reads the infant age in "%s" as %s months', (text, months) => {
    expect(parseInfantAgeMonths(text)).toBe(months);
  });

  it('reads weeks of pregnancy', () => {
    expect(parseGestationWeeks('34 weeks pregnant')).toBe(34);
    expect(parseGestationWeeks('20 wks pregnant')).toBe(20);
    expect(parseGestationWeeks('pregnant for 3 days')).toBeNull();
  });
});
