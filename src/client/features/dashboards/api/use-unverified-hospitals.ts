import { HospitalAccountSchema } from '#shared/admin/admin.schemas.ts';
import { usePagedList } from '#client/lib/use-paged-list.ts';

/** `GET /api/admin/hospitals?verified=false`: hospital accounts awaiting verification. */
export const unverifiedHospitalsPath = '/api/admin/hospitals?verified=false';

/** Prefix of every cached view of the verification queue. */
export const unverifiedHospitalsQueryKey = [unverifiedHospitalsPath] as const;

/** The verification queue, page by page (admin only). */
export function useUnverifiedHospitals() {
  return usePagedList(unverifiedHospitalsPath, HospitalAccountSchema);
}
