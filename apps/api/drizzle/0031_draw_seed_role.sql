-- A draw's seed that no API call can read before it is revealed or write ever (issue 24 §4). The API runs as
-- tagtrail_app; the drawing code (the seed made when a promotion is saved, the processing job) runs as tagtrail_draw,
-- a member of tagtrail_app (so every grant and row policy of tagtrail_app holds for it too) that alone may read and
-- write draw_seed and write draw_commitment. An API call reads a seed only through revealed_draw_seed, once drawn.
-- On a PostgreSQL server the roles are made before the migrations (apps/api/src/db/client.ts); this makes them on
-- PGlite, and is a no-op where they exist.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'tagtrail_draw') THEN
    CREATE ROLE tagtrail_draw NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
END $$;
--> statement-breakpoint
GRANT tagtrail_app TO tagtrail_draw;
--> statement-breakpoint
GRANT tagtrail_draw TO CURRENT_USER;
--> statement-breakpoint
REVOKE SELECT, INSERT, UPDATE ON promotions FROM tagtrail_app;
--> statement-breakpoint
-- Every column but the seed; a column added to promotions later must be granted here as well (a test reads the
-- grants: apps/api/test/draw-seed-grants.test.ts).
GRANT SELECT (id, customer_id, description, created_at, start_date, end_date, random, prize, rules_manual_url,
  image_url, winners_count, draw_type, entry_rule, status, relevance, reading_filter, processing_started_at,
  processed_at, draw_commitment, candidate_count, blocked_devices_count, later_readers_count,
  readings_without_device_count, notification_round, job_lease_until, job_attempts, job_error)
  ON promotions TO tagtrail_app;
--> statement-breakpoint
GRANT INSERT (customer_id, description, created_at, start_date, end_date, random, prize, rules_manual_url, image_url,
  winners_count, draw_type, entry_rule, status, relevance) ON promotions TO tagtrail_app;
--> statement-breakpoint
GRANT UPDATE (description, start_date, end_date, random, prize, rules_manual_url, image_url, winners_count, draw_type,
  entry_rule, status, relevance, reading_filter, processing_started_at, processed_at, candidate_count,
  blocked_devices_count, later_readers_count, readings_without_device_count, notification_round, job_lease_until,
  job_attempts, job_error) ON promotions TO tagtrail_app;
--> statement-breakpoint
GRANT SELECT (draw_seed), UPDATE (draw_seed, draw_commitment) ON promotions TO tagtrail_draw;
--> statement-breakpoint
-- The seed of a promotion the caller sees, once its winners are drawn (status 3 or 4); NULL before. As the owner.
CREATE FUNCTION revealed_draw_seed(p_promotion_id integer) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT encode(p.draw_seed, 'hex') FROM promotions p
    WHERE p.id = p_promotion_id AND p.status >= 3
      AND (tenant_scope() = 'all' OR p.customer_id = tenant_customer_id())
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION revealed_draw_seed(integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION revealed_draw_seed(integer) TO tagtrail_app;
