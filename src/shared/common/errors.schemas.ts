import { z } from 'zod';

/**
 * Body of every non-2xx `/api` answer (DESIGN §4). `message` is safe to show in a toast;
 * `code` is stable for programs; `issues` lists field problems on a 400.
 */
export const ErrorEnvelopeSchema = z.object({
  message: z.string(),
  code: z.string(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;
