// Baseline 1 of the overhead benchmark: node:http and postgres.js running the app's recorded
// SQL for each call (prepared, in order, as the app does) and answering with the app's bytes.
import http from 'node:http';
import postgres from 'postgres';
import { portArgument, readPlan, routeKey } from './plan.ts';

const plan = await readPlan();
const sql = postgres(process.env.DATABASE_URL ?? '', { max: 10, onnotice: () => {} });
const calls = new Map(plan.map((call) => [routeKey(call.method, call.url), call]));

const server = http.createServer((request, response) => {
  const call = calls.get(routeKey(request.method ?? '', request.url ?? ''));
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (!call) {
      response.writeHead(404).end();
      return;
    }
    if (call.body !== undefined) JSON.parse(Buffer.concat(chunks).toString('utf8'));
    void (async () => {
      for (const query of call.queries) {
        await sql.unsafe(query.text, query.params as never[], { prepare: true });
      }
      response.writeHead(call.status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(call.responseBody);
    })().catch((error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      response.writeHead(500).end();
    });
  });
});
server.listen(portArgument(), '127.0.0.1', () => process.send?.('ready'));
