import { configure, render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import { App } from '#client/app/app.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';

// Pages load their code on demand, as the app does: on a busy machine the first load of a lazy
// page takes far longer than the default second. Queries wait up to 15 s (the test timeout is
// 30 s), so a slow load is not a failure while a missing element still is.
configure({ asyncUtilTimeout: 15_000 });

/** One request the app made to the fake API. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** An answer of the fake API: a status and a JSON body. */
export interface ApiReply {
  status: number;
  body?: unknown;
}

/**
 * Answers by `"METHOD /path?query"`, else by `"METHOD /path"`; a function gets the request's
 * JSON body. Anything unlisted answers 404 with the API's error envelope.
 */
export type ApiRoutes = Record<string, ApiReply | ((body: unknown) => ApiReply)>;

/** A WebSocket stand-in that never connects: the realtime channel is not under test here. */
class SilentWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  onopen = null;
  onclose = null;
  onmessage = null;
  onerror = null;
  send(): void {}
  close(): void {
    this.readyState = 3;
  }
}

/**
 * Renders the whole app at `path` (its real router, query client and toasts) against a fake
 * API at the network edge (`fetch`), as signed out unless `user` is given. Returns Testing
 * Library's result and the list of API calls made so far.
 */
export function renderApp(
  path: string,
  { user = null, routes = {} }: { user?: CurrentUser | null; routes?: ApiRoutes } = {},
): RenderResult & { calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  const allRoutes: ApiRoutes = {
    'GET /api/auth/user': user
      ? { status: 200, body: user }
      : { status: 401, body: { message: 'Not signed in', code: 'UNAUTHENTICATED' } },
    // The signed-in header's bell asks on every page; tests of the bell override it.
    'GET /api/notifications/unread-count': { status: 200, body: { unread: 0 } },
    ...routes,
  };
  vi.stubGlobal('WebSocket', SilentWebSocket);
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const requestPath = `${url.pathname}${url.search}`;
    calls.push({ method, path: requestPath, body });
    const route = allRoutes[`${method} ${requestPath}`] ?? allRoutes[`${method} ${url.pathname}`];
    const reply = typeof route === 'function' ? route(body) : route;
    const { status, body: replyBody } = reply ?? {
      status: 404,
      body: { message: 'Not found', code: 'NOT_FOUND' },
    };
    return new Response(replyBody === undefined ? null : JSON.stringify(replyBody), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  window.history.replaceState(null, '', path);
  return Object.assign(render(<App client={createQueryClient()} />), { calls });
}

const NOW = '2026-11-20T10:00:00.000Z';

/** A signed-in user of `role` (DESIGN §4's current-user shape). */
export function buildCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '5d2f0b5e-8a44-4d0c-9a43-0f1f3b0c2a11',
    email: 'priya@example.test',
    firstName: 'Priya',
    lastName: 'Sharma',
    profileImageUrl: null,
    role: 'patient',
    rewardPoints: 0,
    referralCode: 'PRIYA2026',
    preferredCurrency: 'USD',
    preferredLocale: null,
    firstLoginAt: NOW,
    lastLoginAt: NOW,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}
