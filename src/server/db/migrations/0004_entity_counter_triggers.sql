-- Trigger-maintained row counts (see src/server/db/schema/entity-counters.ts). One shard per
-- transaction (txid % 16): concurrent writers spread over shards, and a transaction's counter
-- rows are always locked in the order its statements run, so counters add no deadlocks.
CREATE OR REPLACE FUNCTION bump_entity_counter(counter_name text, delta bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO entity_counters (name, shard, count)
  VALUES (counter_name, (txid_current() % 16)::int, delta)
  ON CONFLICT (name, shard) DO UPDATE SET count = entity_counters.count + EXCLUDED.count;
$$;
--> statement-breakpoint
-- TG_ARGV[0]: counter prefix; TG_ARGV[1]: the column counted per value (status or role).
CREATE OR REPLACE FUNCTION count_rows_by_column() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  prefix text := TG_ARGV[0];
  column_name text := TG_ARGV[1];
  old_value text;
  new_value text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_value := coalesce(to_jsonb(OLD) ->> column_name, 'none');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_value := coalesce(to_jsonb(NEW) ->> column_name, 'none');
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_entity_counter(prefix, 1);
    PERFORM bump_entity_counter(prefix || '.' || new_value, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_entity_counter(prefix, -1);
    PERFORM bump_entity_counter(prefix || '.' || old_value, -1);
  ELSIF old_value IS DISTINCT FROM new_value THEN
    PERFORM bump_entity_counter(prefix || '.' || old_value, -1);
    PERFORM bump_entity_counter(prefix || '.' || new_value, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sum_reward_points() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_entity_counter('users.reward_points', NEW.reward_points);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_entity_counter('users.reward_points', -OLD.reward_points);
  ELSIF NEW.reward_points IS DISTINCT FROM OLD.reward_points THEN
    PERFORM bump_entity_counter('users.reward_points', NEW.reward_points - OLD.reward_points);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER treatment_requests_counted AFTER INSERT OR DELETE OR UPDATE OF status ON treatment_requests
  FOR EACH ROW EXECUTE FUNCTION count_rows_by_column('treatment_requests', 'status');
--> statement-breakpoint
CREATE TRIGGER bids_counted AFTER INSERT OR DELETE OR UPDATE OF status ON bids
  FOR EACH ROW EXECUTE FUNCTION count_rows_by_column('bids', 'status');
--> statement-breakpoint
CREATE TRIGGER users_counted AFTER INSERT OR DELETE OR UPDATE OF role ON users
  FOR EACH ROW EXECUTE FUNCTION count_rows_by_column('users', 'role');
--> statement-breakpoint
CREATE TRIGGER referrals_counted AFTER INSERT OR DELETE OR UPDATE OF status ON referrals
  FOR EACH ROW EXECUTE FUNCTION count_rows_by_column('referrals', 'status');
--> statement-breakpoint
CREATE TRIGGER users_reward_points_summed AFTER INSERT OR DELETE OR UPDATE OF reward_points ON users
  FOR EACH ROW EXECUTE FUNCTION sum_reward_points();
--> statement-breakpoint
-- Backfill from the rows that exist before the triggers (shard 0).
INSERT INTO entity_counters (name, shard, count)
SELECT name, 0, n FROM (
  SELECT 'treatment_requests' AS name, count(*) AS n FROM treatment_requests
  UNION ALL SELECT 'treatment_requests.' || status, count(*) FROM treatment_requests GROUP BY status
  UNION ALL SELECT 'bids', count(*) FROM bids
  UNION ALL SELECT 'bids.' || status, count(*) FROM bids GROUP BY status
  UNION ALL SELECT 'users', count(*) FROM users
  UNION ALL SELECT 'users.' || coalesce(role::text, 'none'), count(*) FROM users GROUP BY role
  UNION ALL SELECT 'referrals', count(*) FROM referrals
  UNION ALL SELECT 'referrals.' || status, count(*) FROM referrals GROUP BY status
  UNION ALL SELECT 'users.reward_points', coalesce(sum(reward_points), 0) FROM users
) AS existing
ON CONFLICT (name, shard) DO UPDATE SET count = entity_counters.count + EXCLUDED.count;
