import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  CatalogueHospitalSchema,
  HospitalFilterOptionsSchema,
  TreatmentSchema,
} from '#shared/catalogue/catalogue.schemas.ts';
import type { CataloguePageRequest, ReadApi } from '#shared/catalogue/catalogue-rendering.ts';
import { parseNextLink, type ListPage } from '#client/lib/paged-list.ts';
import { pagedListQueryKey } from '#client/lib/use-paged-list.ts';
import {
  catalogueHospitalQueryKey,
  filtersOfQuery,
  hospitalsPath,
} from '#client/features/catalogue/api/use-catalogue-hospitals.ts';
import { hospitalFilterOptionsQueryKey } from '#client/features/catalogue/api/use-hospital-filter-options.ts';
import { treatmentQueryKey } from '#client/features/catalogue/api/use-treatment.ts';

/** `path`'s answer validated by `schema`; rejects unless the API answered 200. */
async function read<T>(readApi: ReadApi, path: string, schema: z.ZodType<T>) {
  const answer = await readApi(path);
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
  return { data: schema.parse(answer.body), link: answer.link };
}

/** Caches the first page of the list at `path` as usePagedList keeps it. */
async function seedPagedList<T>(
  client: QueryClient,
  readApi: ReadApi,
  path: string,
  itemSchema: z.ZodType<T>,
): Promise<void> {
  const { data, link } = await read(readApi, path, itemSchema.array());
  const page: ListPage<T> = { items: data, nextPath: parseNextLink(link) };
  client.setQueryData(pagedListQueryKey(path), { pages: [page], pageParams: [path] });
}

/** Caches `path`'s answer under the query key `queryKey`, as its hook would. */
async function seedQuery<T>(
  client: QueryClient,
  readApi: ReadApi,
  queryKey: readonly [string],
  schema: z.ZodType<T>,
): Promise<void> {
  client.setQueryData(queryKey, (await read(readApi, queryKey[0], schema)).data);
}

/**
 * Fills `client` with every query `page`'s first render reads (the pages' hooks, under their
 * keys), from `readApi` — the server's own API when rendering on the server (ADR 0055). The
 * rendered page then shows its content instead of its loading state, and the browser, given
 * the same cache, renders identical markup. Rejects when an answer is not 200 or invalid.
 */
export async function prefetchCataloguePage(
  client: QueryClient,
  page: CataloguePageRequest,
  readApi: ReadApi,
): Promise<void> {
  switch (page.kind) {
    case 'treatment':
      await Promise.all([
        seedQuery(client, readApi, treatmentQueryKey(page.slug), TreatmentSchema),
        seedPagedList(client, readApi, hospitalsPath({}), CatalogueHospitalSchema),
      ]);
      return;
    case 'hospitals': {
      const filters = filtersOfQuery(page.url.split('?')[1] ?? '');
      await Promise.all([
        seedPagedList(client, readApi, hospitalsPath(filters), CatalogueHospitalSchema),
        seedQuery(client, readApi, hospitalFilterOptionsQueryKey, HospitalFilterOptionsSchema),
      ]);
      return;
    }
    case 'hospital':
      await seedQuery(
        client,
        readApi,
        catalogueHospitalQueryKey(page.slug),
        CatalogueHospitalSchema,
      );
      return;
  }
}
