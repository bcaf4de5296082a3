import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** A signed-in (or anonymous) client of the app under test, as the browser client behaves. */
export interface TestClient {
  /** The `sid` cookie, when signed in. */
  cookie: string | undefined;
  request(options: {
    method: InjectOptions['method'];
    url: string;
    body?: unknown;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

/**
 * A client that sends `X-Requested-With` like the real fetch wrapper (SECURITY §3) and keeps
 * the session cookie it is given.
 */
export function testClient(app: FastifyInstance, cookie?: string): TestClient {
  const client: TestClient = {
    cookie,
    async request({ method, url, body, headers }) {
      return app.inject({
        method,
        url,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          ...(client.cookie ? { cookie: client.cookie } : {}),
          ...headers,
        },
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      });
    },
    get: (url) => client.request({ method: 'GET', url }),
    post: (url, body) => client.request({ method: 'POST', url, body }),
    patch: (url, body) => client.request({ method: 'PATCH', url, body }),
  };
  return client;
}

/** The `sid=…` pair from a response's Set-Cookie, or undefined. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'sid' || c.name === '__Host-sid');
  return cookie && cookie.value ? `${cookie.name}=${cookie.value}` : undefined;
}
