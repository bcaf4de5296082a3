import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ErrorEnvelopeSchema, type ErrorEnvelope } from '#shared/common/errors.schemas.ts';
import type { TestClient } from './http.ts';

/**
 * Asserts a non-2xx answer of DESIGN §4: `status`, a JSON body that is exactly the envelope
 * `{message, code, issues?}` (no stray keys such as a stack), and `message` when given.
 */
export function expectErrorEnvelope(
  response: LightMyRequestResponse,
  status: number,
  message?: string | RegExp,
): ErrorEnvelope {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body: unknown = response.json();
  const parsed = ErrorEnvelopeSchema.strict().parse(body);
  expect(parsed.message.length).toBeGreaterThan(0);
  expect(parsed.code).toMatch(/^[A-Z_]+$/);
  if (typeof message === 'string') expect(parsed.message).toBe(message);
  else if (message) expect(parsed.message).toMatch(message);
  return parsed;
}

/** The URL of `Link: <…>; rel="next"`, or undefined on the last page. */
export function nextPageUrl(response: LightMyRequestResponse): string | undefined {
  const link = response.headers.link;
  if (typeof link !== 'string') return undefined;
  return /<([^>]+)>;\s*rel="next"/.exec(link)?.[1];
}

/**
 * Follows `Link: rel="next"` from `url` to the last page (DESIGN §4) and returns every item and
 * the number of pages. Fails after `maxPages` so a cursor that loops cannot hang the test.
 */
export async function collectPages<T>(
  client: TestClient,
  url: string,
  maxPages = 50,
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let next: string | undefined = url;
  let pages = 0;
  while (next) {
    pages += 1;
    if (pages > maxPages) throw new Error(`more than ${maxPages} pages from ${url}`);
    const response = await client.get(next);
    expect(response.statusCode, response.body).toBe(200);
    items.push(...response.json<T[]>());
    next = nextPageUrl(response);
  }
  return { items, pages };
}
