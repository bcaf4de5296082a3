import { useQuery } from '@tanstack/react-query';
import {
  CatalogueHospitalSchema,
  type CatalogueHospital,
} from '#shared/catalogue/catalogue.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';
import { usePagedList, useRecentList } from '#client/lib/use-paged-list.ts';

/** `GET /api/hospitals`: verified hospitals, 24 a page (a full grid at every width). */
const hospitalsPath = '/api/hospitals?limit=24';

/** Verified hospitals page by page, for `/hospitals` (issue #17). */
export function useCatalogueHospitals() {
  return usePagedList(hospitalsPath, CatalogueHospitalSchema);
}

/** `GET /api/hospitals/{slug}`'s query key: the path (SPEC §7). */
export function catalogueHospitalQueryKey(slug: string) {
  return [`/api/hospitals/${encodeURIComponent(slug)}`] as const;
}

/** One verified hospital of the catalogue; ApiError 404 when unknown or not verified. */
export async function fetchCatalogueHospital(
  slug: string,
  signal?: AbortSignal,
): Promise<CatalogueHospital> {
  return CatalogueHospitalSchema.parse(
    await fetchJson<unknown>(catalogueHospitalQueryKey(slug)[0], { signal }),
  );
}

/** The hospital behind `/hospitals/{slug}`. */
export function useCatalogueHospital(slug: string) {
  return useQuery({
    queryKey: catalogueHospitalQueryKey(slug),
    queryFn: ({ signal }) => fetchCatalogueHospital(slug, signal),
  });
}

/** Hospitals the landing page features (SPEC §2.3's seven). */
export const FEATURED_HOSPITAL_COUNT = 7;

/** The first {@link FEATURED_HOSPITAL_COUNT} verified hospitals, for the landing page. */
export function useFeaturedHospitals() {
  return useRecentList('/api/hospitals', CatalogueHospitalSchema, FEATURED_HOSPITAL_COUNT);
}
