/** Body-site compositions (`site-compositions.json`), loaded and validated once at import. */
import { loadKnowledgeFile } from './load.ts';
import {
  type ComposerKind,
  type SiteCompositionFile,
  SiteCompositionFileSchema,
} from './schema/site-composition.ts';

/** The file as written (with its source and notes). */
export const SITE_COMPOSITION_FILE: SiteCompositionFile = loadKnowledgeFile(
  'site-compositions.json',
  SiteCompositionFileSchema,
);

/** Composer kind → site id → the finding the pair means. */
export const SITE_COMPOSITIONS: Readonly<Record<ComposerKind, Readonly<Record<string, string>>>> =
  Object.fromEntries(
    Object.entries(SITE_COMPOSITION_FILE.kinds).map(([kind, { sites }]) => [kind, sites]),
  ) as Record<ComposerKind, Record<string, string>>;
