import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Row counts kept by triggers (migration 0004), so dashboard and admin totals cost the same at a
 * million rows as at ten. Each counter is split into 16 shards to spread write contention; a
 * transaction always writes one shard (txid % 16), which keeps lock order consistent. Names:
 * `treatment_requests`, `treatment_requests.<status>`, `bids`, `bids.<status>`, `users`,
 * `users.<role|none>`, `referrals`, `referrals.<status>`, `users.reward_points` (a sum);
 * `payments.<status>` and its sums `payments.<status>.total_amount | hospital_amount |
 * platform_fee` (migration 0012).
 */
export const entityCounters = pgTable(
  'entity_counters',
  {
    name: text('name').notNull(),
    shard: integer('shard').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.name, t.shard] })],
);
