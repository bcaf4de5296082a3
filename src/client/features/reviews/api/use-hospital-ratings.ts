import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  HospitalRatingSchema,
  MAX_RATINGS_HOSPITALS,
  type HospitalRating,
} from '#shared/testimonials/testimonials.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';

/** `GET /api/testimonials/ratings?hospitalIds=…` for at most 50 ids. */
function hospitalRatingsPath(hospitalIds: readonly string[]): string {
  return `/api/testimonials/ratings?hospitalIds=${hospitalIds.map(encodeURIComponent).join(',')}`;
}

/** The distinct ids, sorted (a stable cache key), in calls of at most 50. */
function chunkIds(hospitalIds: readonly string[]): string[][] {
  const ids = [...new Set(hospitalIds)].sort();
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += MAX_RATINGS_HOSPITALS)
    chunks.push(ids.slice(start, start + MAX_RATINGS_HOSPITALS));
  return chunks;
}

/**
 * The verified average rating and review count of each hospital (the comparison of a request's
 * bids, issue #15), as a map by hospital id; more than 50 ids take one call per 50. Idle while
 * `hospitalIds` is empty.
 */
export function useHospitalRatings(hospitalIds: readonly string[]) {
  const paths = chunkIds(hospitalIds).map(hospitalRatingsPath);
  return useQuery({
    queryKey: paths,
    enabled: paths.length > 0,
    queryFn: async ({ signal }): Promise<ReadonlyMap<string, HospitalRating>> => {
      const pages = await Promise.all(
        paths.map(async (path) =>
          z.array(HospitalRatingSchema).parse(await fetchJson<unknown>(path, { signal })),
        ),
      );
      return new Map(pages.flat().map((rating) => [rating.hospitalId, rating]));
    },
  });
}
