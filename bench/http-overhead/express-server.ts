// Baseline 2 of the overhead benchmark: Express 5 and pg (the template the app replaced)
// running the app's recorded SQL for each call as named prepared statements and answering with
// the app's bytes.
import express from 'express';
import pg from 'pg';
import { portArgument, readPlan } from './plan.ts';

const plan = await readPlan();
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = express();
app.use(express.json());
plan.forEach((call, callIndex) => {
  const path = call.url.split('?')[0] ?? call.url;
  const handler: express.RequestHandler = (_request, response, next) => {
    void (async () => {
      for (const [queryIndex, query] of call.queries.entries()) {
        await pool.query({
          name: `c${callIndex}q${queryIndex}`,
          text: query.text,
          values: query.params,
        });
      }
      response.status(call.status).type('application/json; charset=utf-8').send(call.responseBody);
    })().catch(next);
  };
  if (call.method === 'GET') app.get(path, handler);
  else app.post(path, handler);
});
app.listen(portArgument(), '127.0.0.1', () => process.send?.('ready'));
