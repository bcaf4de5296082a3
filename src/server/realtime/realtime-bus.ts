import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle, Queryable } from '../db/database.ts';

/** The PostgreSQL `NOTIFY` channel every instance listens on (DESIGN §5, §7). */
export const REALTIME_CHANNEL = 'careabroad_realtime';

/**
 * What travels between instances. A payload is at most 8000 bytes, so an event names what to
 * deliver (`type` and row `id`) and to whom (`to`: user ids), and each instance with a socket of
 * one of them loads the row itself; `session_ended` closes that session's sockets everywhere.
 */
export const BusEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('deliver'),
    type: z.enum(['chat_message', 'notification']),
    id: z.uuid(),
    to: z.array(z.uuid()).min(1).max(2),
  }),
  z.object({ kind: z.literal('session_ended'), sid: z.string().min(1).max(200) }),
]);
export type BusEvent = z.infer<typeof BusEventSchema>;
export type DeliverEvent = Extract<BusEvent, { kind: 'deliver' }>;

/** Publishes `event` to every instance (this one included) through `NOTIFY`. */
export function publishBusEvent(database: DatabaseHandle, event: BusEvent): Promise<void> {
  return database.notify(REALTIME_CHANNEL, JSON.stringify(event));
}

/**
 * Publishes `event` through `NOTIFY` on the caller's transaction: PostgreSQL delivers it when
 * the transaction commits and drops it when it rolls back, so a push exists iff its row does.
 */
export async function publishBusEventOnCommit(tx: Queryable, event: BusEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`);
}

/**
 * Listens for bus events; payloads that are not a valid event are reported to `onInvalid` and
 * dropped. Resolves, once listening, to a function that stops it.
 */
export function subscribeToBus(
  database: DatabaseHandle,
  onEvent: (event: BusEvent) => void,
  onInvalid: (payload: string) => void,
): Promise<() => Promise<void>> {
  return database.listen(REALTIME_CHANNEL, (payload) => {
    let json: unknown;
    try {
      json = JSON.parse(payload);
    } catch {
      onInvalid(payload);
      return;
    }
    const parsed = BusEventSchema.safeParse(json);
    if (parsed.success) onEvent(parsed.data);
    else onInvalid(payload);
  });
}
