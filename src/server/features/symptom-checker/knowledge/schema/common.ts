/** Pieces the knowledge schemas share. */
import { z } from 'zod';

/** A finding or condition id: lower-case words joined by underscores (`chest_pain`). */
export const IdSchema = z.string().regex(/^[a-z0-9_]+$/, 'lower-case letters, digits and _');

/** An inclusive age range in whole years, `[from, to]` (for example `[0, 4]`: under-fives). */
export const AgeRangeSchema = z.tuple([z.number().int().min(0), z.number().int().max(150)]);

/**
 * Where a file's content comes from, in words: the NHS, NICE or other public pages its entries
 * follow. Shown at the head of each file's part of the review document.
 */
export const FileSourceSchema = z.string().min(10);

/** Words that qualify a finding named in the same clause ("severe headache", "sudden"). */
export const ModifierSchema = z.enum([
  'severe',
  'sudden',
  'worst',
  'mild',
  'worsening',
  'constant',
  'one_sided',
]);
