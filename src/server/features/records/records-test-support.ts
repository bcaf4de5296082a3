import type { LightMyRequestResponse } from 'fastify';
import type { TestClient } from '../../test/http.ts';
import { multipartBody, type MultipartFile } from '../../test/multipart.ts';
import { giveConsents } from '../consents/consents-test-support.ts';

/** Valid upload fields; `overrides` replace or add fields. */
export function recordFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Knee MRI report',
    documentType: 'lab_report',
    documentDate: '2026-10-01',
    ...overrides,
  };
}

/**
 * `POST /api/records` as `client` with `fields` first and then `file`, like a browser form,
 * after giving the health-data consent an upload needs (ADR 0041; giving it again changes
 * nothing). {@link postRecordWithoutConsent} leaves the consents as they are.
 */
export async function postRecord(
  client: TestClient,
  file: MultipartFile | undefined,
  fields: Record<string, string> = recordFields(),
): Promise<LightMyRequestResponse> {
  await giveConsents(client, ['health_data']);
  return postRecordWithoutConsent(client, file, fields);
}

/** `POST /api/records` as {@link postRecord}, without giving any consent first. */
export function postRecordWithoutConsent(
  client: TestClient,
  file: MultipartFile | undefined,
  fields: Record<string, string> = recordFields(),
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody(fields, file);
  return client.request({ method: 'POST', url: '/api/records', body: payload, headers });
}
