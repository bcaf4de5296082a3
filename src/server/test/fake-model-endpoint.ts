import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake endpoint received. */
export interface ReceivedModelRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    response_format?: { type?: string };
    messages?: { role: string; content: string }[];
  };
}

/** How the fake endpoint answers one request. */
export type FakeModelReply =
  { kind: 'content'; content: string } | { kind: 'status'; status: number } | { kind: 'hang' };

/** A local OpenAI-compatible endpoint for tests: no network beyond 127.0.0.1. */
export interface FakeModelEndpoint {
  /** The `LLM_BASE_URL` to configure, ending in `/v1`. */
  baseUrl: string;
  /** What the next requests get; tests set it. */
  reply: FakeModelReply;
  received: ReceivedModelRequest[];
  close(): Promise<void>;
}

function completionBody(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'test-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  });
}

/**
 * Starts a fake `/v1/chat/completions` on 127.0.0.1 (tests of the model layer, ADR 0010): it
 * records each request and answers with `endpoint.reply` — a completion whose message is
 * `content`, a bare HTTP status, or never (`hang`, until the client gives up or it closes).
 */
export async function startFakeModelEndpoint(): Promise<FakeModelEndpoint> {
  const endpoint: Omit<FakeModelEndpoint, 'baseUrl' | 'close'> = {
    reply: { kind: 'content', content: '{}' },
    received: [],
  };
  const handle = (request: IncomingMessage, response: ServerResponse, raw: string) => {
    endpoint.received.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body: JSON.parse(raw) as ReceivedModelRequest['body'],
    });
    const { reply } = endpoint;
    if (request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
    } else if (reply.kind === 'content') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(completionBody(reply.content));
    } else if (reply.kind === 'status') {
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
    }
  };
  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => handle(request, response, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(endpoint, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
