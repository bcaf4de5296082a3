/**
 * What every server of the overhead benchmark serves: per call, the request, the app's answer
 * (status and exact body) and the SQL the app ran for it, in order, with its parameters, as
 * recorded from postgres.js.
 */
export interface CallPlan {
  name: string;
  method: 'GET' | 'POST';
  /** Path and query string. */
  url: string;
  headers: Record<string, string>;
  body?: string;
  status: number;
  responseBody: string;
  queries: Array<{ text: string; params: unknown[] }>;
}

/** Reads the plan file a server is started with (its path is the first argument). */
export async function readPlan(): Promise<CallPlan[]> {
  const { readFile } = await import('node:fs/promises');
  const file = process.argv[2];
  if (!file) throw new Error('usage: <server> <plan.json> <port>');
  return JSON.parse(await readFile(file, 'utf8')) as CallPlan[];
}

/** The port a server listens on (second argument). */
export const portArgument = (): number => Number(process.argv[3]);

/** `METHOD path` without the query string: how the baselines route. */
export const routeKey = (method: string, url: string): string =>
  `${method} ${url.split('?')[0] ?? url}`;
