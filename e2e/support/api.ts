// Same-origin API calls as a browser context's signed-in person, for the set-up steps a journey
// does not exercise through the pages (the state-changing header of SECURITY §3 included).
import assert from 'node:assert/strict';
import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { E2E_PASSWORD, uniqueEmail } from './actions.ts';

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

/** POSTs `data` to `url`; fails on a non-2xx answer; resolves to the JSON body. */
export async function apiPost<T>(
  request: APIRequestContext,
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request.post(url, { data, headers: HEADERS });
  assert.ok(response.ok(), `${url} answered ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** PUTs `data` to `url`; fails on a non-2xx answer. */
export async function apiPut(
  request: APIRequestContext,
  url: string,
  data: unknown,
): Promise<void> {
  const response = await request.put(url, { data, headers: HEADERS });
  assert.ok(response.ok(), `${url} answered ${response.status()} ${await response.text()}`);
}

/**
 * Registers a new account in `context` (signing it in there) with `role`; its id and e-mail.
 * Hospitals are named `firstName` + "Hospital".
 */
export async function registerViaApi(
  context: BrowserContext,
  firstName: string,
  role: 'patient' | 'hospital',
): Promise<{ id: string; email: string }> {
  const email = uniqueEmail(role);
  const user = await apiPost<{ id: string }>(context.request, '/api/auth/register', {
    email,
    password: E2E_PASSWORD,
    firstName,
    lastName: role === 'hospital' ? 'Hospital' : 'Okafor',
  });
  await apiPost(context.request, '/api/users/role', { role });
  return { id: user.id, email };
}
