import { z } from 'zod';

/**
 * Who wrote and who checked one locale's catalogue (the client's `catalogue-review.json`, ADR
 * 0058; the e-mails', ADR 0064): dates are ISO days; a `native-reviewed` catalogue names its
 * reviewer, a `machine-drafted` one names none.
 */
export const CatalogueReviewSchema = z
  .object({
    status: z.enum(['machine-drafted', 'native-reviewed']),
    draftedBy: z.string().min(1),
    draftedAt: z.iso.date(),
    reviewedBy: z.string().min(1).nullable(),
    reviewedAt: z.iso.date().nullable(),
    rationale: z.string().min(1),
  })
  .refine((value) => (value.status === 'native-reviewed') === (value.reviewedBy !== null), {
    message: 'a native-reviewed catalogue names its reviewer',
  });
