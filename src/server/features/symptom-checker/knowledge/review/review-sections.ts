/**
 * The parts of the clinical review document, in order. To add a part, write a function that
 * returns a `ReviewSection` (see `conditions-section.ts`) and list it here.
 */
import { complaintModulesSection } from './complaint-modules-section.ts';
import { conditionsSection } from './conditions-section.ts';
import { findingPatternsSection } from './finding-patterns-section.ts';
import { findingsSection } from './findings-section.ts';
import { redFlagsSection } from './red-flags-section.ts';
import type { ReviewSection } from './review-section.ts';
import { vocabularyCuesSection } from './vocabulary-cues-section.ts';

/** Every part of the review document, built from the loaded knowledge. */
export function reviewSections(): ReviewSection[] {
  return [
    conditionsSection(),
    findingsSection(),
    findingPatternsSection(),
    vocabularyCuesSection(),
    redFlagsSection(),
    complaintModulesSection(),
  ];
}
