// The local Stripe stand-in as a process of its own (`node --import tsx fake-stripe-main.ts
// <port>`), for the E2E run: e2e/run.ts blocks its own event loop while the specs run, so an
// in-process server could not answer. Prints its URL; stops on SIGTERM.
import { startFakeStripe } from './fake-stripe-server.ts';

const fake = await startFakeStripe({ port: Number(process.argv[2] ?? 0) });
process.stdout.write(`${fake.url}\n`);
process.once('SIGTERM', () => {
  void fake.close().then(() => process.exit(0));
});
