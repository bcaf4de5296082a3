import { useQuery } from '@tanstack/react-query';
import {
  CatalogueHospitalSchema,
  HOSPITAL_FILTER_NAMES,
  HospitalFiltersSchema,
  type CatalogueHospital,
  type HospitalFilters,
} from '#shared/catalogue/catalogue.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';
import { usePagedList, useRecentList } from '#client/lib/use-paged-list.ts';

/**
 * `GET /api/hospitals` with `filters`: verified hospitals, 24 a page (a full grid at every
 * width). The path is the query key, so each set of filters is cached on its own.
 */
export function hospitalsPath(filters: HospitalFilters): string {
  return `/api/hospitals?limit=24${filterQuery(filters, '&')}`;
}

/**
 * The filters given as a query string after `separator` (`?country=IN&language=tr`, in the
 * page's order), or '' when none is: the API's and the page address's form alike.
 */
export function filterQuery(filters: HospitalFilters, separator: '?' | '&'): string {
  const query = new URLSearchParams();
  for (const name of HOSPITAL_FILTER_NAMES) {
    const value = filters[name];
    if (value) query.set(name, value);
  }
  const text = query.toString();
  return text ? `${separator}${text}` : '';
}

/**
 * The filters of a page address's query string (`country=IN&utm_source=x`), as the server
 * reads them: other parameters ignored, none at all when one is malformed.
 */
export function filtersOfQuery(search: string): HospitalFilters {
  const params = new URLSearchParams(search);
  const given = Object.fromEntries(
    HOSPITAL_FILTER_NAMES.flatMap((name) => {
      const value = params.get(name);
      return value ? [[name, value]] : [];
    }),
  );
  const parsed = HospitalFiltersSchema.safeParse(given);
  return parsed.success ? parsed.data : {};
}

/** Verified hospitals matching `filters`, page by page, for `/hospitals` (issue #17). */
export function useCatalogueHospitals(filters: HospitalFilters) {
  return usePagedList(hospitalsPath(filters), CatalogueHospitalSchema);
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
