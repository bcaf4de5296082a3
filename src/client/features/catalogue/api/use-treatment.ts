import { useQuery } from '@tanstack/react-query';
import { TreatmentSchema, type Treatment } from '#shared/catalogue/catalogue.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';

/** `GET /api/treatments/{slug}`'s query key: the path (SPEC §7). */
export function treatmentQueryKey(slug: string) {
  return [`/api/treatments/${encodeURIComponent(slug)}`] as const;
}

/** A procedure's catalogue entry with its price range (issue #17); ApiError 404 when unknown. */
export async function fetchTreatment(slug: string, signal?: AbortSignal): Promise<Treatment> {
  return TreatmentSchema.parse(await fetchJson<unknown>(treatmentQueryKey(slug)[0], { signal }));
}

/** The procedure behind `/treatments/{slug}`. */
export function useTreatment(slug: string) {
  return useQuery({
    queryKey: treatmentQueryKey(slug),
    queryFn: ({ signal }) => fetchTreatment(slug, signal),
  });
}
