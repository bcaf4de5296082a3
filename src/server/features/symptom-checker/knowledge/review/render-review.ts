/**
 * `npm run knowledge:review`: writes the clinical review document, `docs/knowledge-review.md`,
 * from the knowledge data and the red-flag rules.
 */
import { writeFileSync } from 'node:fs';
import { renderReviewDocument } from './review-document.ts';
import { reviewSections } from './review-sections.ts';

const OUTPUT = new URL('../../../../../../docs/knowledge-review.md', import.meta.url);

writeFileSync(OUTPUT, `${renderReviewDocument(reviewSections())}\n`);
console.log(`wrote ${OUTPUT.pathname}`);
