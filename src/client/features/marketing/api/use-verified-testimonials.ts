import { useQuery } from '@tanstack/react-query';

/** Query key of `GET /api/testimonials/verified` (SPEC §7: the key is the path). */
export const verifiedTestimonialsQueryKey = ['/api/testimonials/verified'] as const;

/**
 * The testimonial fields the landing page shows (SPEC §2.3, §3). A local, schema-free shape:
 * the testimonials contract is not in `shared` yet, so the answer is checked field by field.
 * `rating` is a whole number 1–5; `createdAt` an ISO date-time string.
 */
export interface VerifiedTestimonial {
  id: string;
  rating: number;
  title: string;
  content: string;
  createdAt: string;
  patient: { firstName: string | null; lastName: string | null; avatarUrl: string | null };
  hospital: { firstName: string | null } | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readOptionalString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function parseTestimonial(value: unknown): VerifiedTestimonial | null {
  if (!isRecord(value)) return null;
  const { id, rating, title, content, createdAt, patient, hospital } = value;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return null;
  if (typeof title !== 'string' || typeof content !== 'string') return null;
  return {
    id: String(id),
    // SPEC §9 bounds ratings to 1–5; clamping keeps a stray value from drawing six stars.
    rating: Math.min(5, Math.max(1, Math.round(rating))),
    title,
    content,
    createdAt: typeof createdAt === 'string' ? createdAt : '',
    patient: {
      firstName: isRecord(patient) ? readOptionalString(patient.firstName) : null,
      lastName: isRecord(patient) ? readOptionalString(patient.lastName) : null,
      avatarUrl: isRecord(patient) ? readOptionalString(patient.avatarUrl) : null,
    },
    hospital: isRecord(hospital) ? { firstName: readOptionalString(hospital.firstName) } : null,
  };
}

/**
 * Turns the body of `GET /api/testimonials/verified` into testimonials, dropping entries
 * without an id, numeric rating, title or content. Anything but an array yields `[]`.
 */
export function parseVerifiedTestimonials(body: unknown): VerifiedTestimonial[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((item) => {
    const testimonial = parseTestimonial(item);
    return testimonial ? [testimonial] : [];
  });
}

/**
 * Verified testimonials for the landing page (SPEC §2.3, §7), fetched by the default query
 * function and parsed in `select`. A failed call counts as no testimonials, because the
 * section is decorative and simply hides (the endpoint answers 404 until it is built).
 * `isLoading` is true until the first answer.
 */
export function useVerifiedTestimonials(): {
  testimonials: VerifiedTestimonial[];
  isLoading: boolean;
} {
  const query = useQuery({
    queryKey: verifiedTestimonialsQueryKey,
    select: parseVerifiedTestimonials,
  });
  return { testimonials: query.data ?? [], isLoading: query.isPending };
}
