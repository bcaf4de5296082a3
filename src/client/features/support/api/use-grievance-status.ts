import { useQuery } from '@tanstack/react-query';
import { GrievanceStatusSchema, type GrievanceStatus } from '#shared/support/support.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';

/** `GET /api/support/{code}` path for a code as typed (the server accepts any case and separators). */
export function grievanceStatusPath(code: string): string {
  return `/api/support/${encodeURIComponent(code)}`;
}

/**
 * A grievance's reference, subject, status and dates (SPEC §7). Throws ApiError 404 "Grievance
 * not found" for unknown and malformed codes alike.
 */
export async function fetchGrievanceStatus(
  code: string,
  signal?: AbortSignal,
): Promise<GrievanceStatus> {
  return GrievanceStatusSchema.parse(
    await fetchJson<unknown>(grievanceStatusPath(code), { signal }),
  );
}

/** The grievance behind a searched code; idle while `code` is empty. */
export function useGrievanceStatus(code: string) {
  return useQuery({
    queryKey: [grievanceStatusPath(code)],
    queryFn: ({ signal }) => fetchGrievanceStatus(code, signal),
    enabled: code !== '',
  });
}
