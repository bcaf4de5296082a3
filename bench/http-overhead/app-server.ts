// The app as the overhead benchmark runs it: main.ts's set-up on PostgreSQL, without the
// periodic jobs and the demo seed, logging warnings only (the baselines log nothing).
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openPostgres } from '../../src/server/db/open-postgres.ts';
import { portArgument } from './plan.ts';

const config = loadConfig();
const database = await openPostgres({ url: config.databaseUrl ?? '' });
const app = await buildApp({
  config,
  database,
  sessionSecret: process.env.SESSION_SECRET ?? '',
  // Production configuration refuses to load without the key, so it is always set here.
  recordsMasterKey: config.recordsMasterKey!,
  logger: { level: 'warn' },
});
await app.listen({ port: portArgument(), host: '127.0.0.1' });
process.send?.('ready');
