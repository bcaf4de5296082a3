import type { LightMyRequestResponse } from 'fastify';
import type { TestClient } from '../../test/http.ts';
import { multipartBody, type MultipartFile } from '../../test/multipart.ts';

/** Valid upload fields; `overrides` replace or add fields. */
export function recordFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Knee MRI report',
    documentType: 'lab_report',
    documentDate: '2026-10-01',
    ...overrides,
  };
}

/** `POST /api/records` as `client` with `fields` first and then `file`, like a browser form. */
export function postRecord(
  client: TestClient,
  file: MultipartFile | undefined,
  fields: Record<string, string> = recordFields(),
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody(fields, file);
  return client.request({ method: 'POST', url: '/api/records', body: payload, headers });
}
