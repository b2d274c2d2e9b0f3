-- Every stored reading has its customer (issue 30 §2): readings.customer_id is NOT NULL and in readings' key, and the
-- suspicions name their reading with it, as a table sharded by customer (Citus) needs.
--
-- A reading of a tag that is in no customer's lot yet (a partner trying its tags before they ship) has no customer.
-- Such a reading stays the partner's, in unclaimed_readings, and never moves: until now it waited in readings with
-- no customer and moved to the lot's first customer (0045), where it showed on the customer's reading screens but
-- never on its dashboard (the fold had dropped it), and where the suspicion judge would have taken the factory's test
-- scans for the customer's own ("read outside its markets" for a lot tested in one country and sold in another).
-- It still counts in its tag's read_count, so the lot's history (issue 24 §5) still knows the tag was read.
--
-- - The readings' insert trigger (0045) sends a row whose tag has no customer to unclaimed_readings, same id, and
--   stores nothing in readings. The scan and every other writer keep inserting into readings alone.
-- - A partner lot whose tags have readings keeps its customer: the API refuses the change (partner-lot.rules.ts), and
--   the database refuses it too, so no reading is left with another customer's or with none. A lot's first customer
--   moves nothing: the unclaimed readings stay the partner's.
CREATE TABLE unclaimed_readings (
  id bigint PRIMARY KEY,
  tag_id bigint NOT NULL REFERENCES tags (id),
  read_at timestamp with time zone NOT NULL DEFAULT now(),
  latitude double precision NOT NULL DEFAULT 0,
  longitude double precision NOT NULL DEFAULT 0,
  device_model varchar(100),
  os_version varchar(50),
  device_id varchar(100),
  device_alias varchar(100),
  country varchar(100),
  region varchar(100),
  city varchar(100),
  authenticity smallint NOT NULL DEFAULT 0 CHECK (authenticity BETWEEN 0 AND 3),
  sdm_counter integer CHECK (sdm_counter BETWEEN 0 AND 16777215)
);
--> statement-breakpoint
CREATE INDEX unclaimed_readings_tag_idx ON unclaimed_readings (tag_id, read_at);
--> statement-breakpoint
-- Read by the server's own work alone (the administrator's scope, retention); no partner or customer screen lists
-- them, as none listed readings without a customer before.
ALTER TABLE unclaimed_readings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE unclaimed_readings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON unclaimed_readings TO tagtrail_app;
--> statement-breakpoint
CREATE POLICY unclaimed_readings_all ON unclaimed_readings TO tagtrail_app
  USING ((SELECT tenant_scope()) = 'all') WITH CHECK ((SELECT tenant_scope()) = 'all');
--> statement-breakpoint
-- The readings stored without a customer move there, with their ids. They were counted when stored: the count's
-- trigger comes after the move.
WITH moved AS (
  DELETE FROM readings WHERE customer_id IS NULL
  RETURNING id, tag_id, read_at, latitude, longitude, device_model, os_version, device_id, device_alias, country,
            region, city, authenticity, sdm_counter
), kept AS (
  INSERT INTO unclaimed_readings (id, tag_id, read_at, latitude, longitude, device_model, os_version, device_id,
                                  device_alias, country, region, city, authenticity, sdm_counter)
    SELECT id, tag_id, read_at, latitude, longitude, device_model, os_version, device_id, device_alias, country,
           region, city, authenticity, sdm_counter
      FROM moved
)
-- The fold's notes of them go too: the fold drops a reading without a customer anyway.
DELETE FROM readings_to_fold f USING moved m WHERE f.reading_id = m.id AND f.read_at = m.read_at;
--> statement-breakpoint
-- Each one counts in its tag's read_count and moves a secure tag's counter, as a reading does (0035).
CREATE TRIGGER unclaimed_readings_count_tag_readings AFTER INSERT ON unclaimed_readings
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION count_tag_readings();
--> statement-breakpoint
ALTER TABLE readings ALTER COLUMN customer_id SET NOT NULL;
--> statement-breakpoint
ALTER TABLE reading_suspicions DROP CONSTRAINT reading_suspicions_reading_fkey;
--> statement-breakpoint
ALTER TABLE readings DROP CONSTRAINT readings_pkey;
--> statement-breakpoint
ALTER TABLE readings ADD CONSTRAINT readings_pkey PRIMARY KEY (id, read_at, customer_id);
--> statement-breakpoint
ALTER TABLE reading_suspicions ADD CONSTRAINT reading_suspicions_reading_fkey
  FOREIGN KEY (reading_id, read_at, customer_id) REFERENCES readings (id, read_at, customer_id) ON DELETE CASCADE;
--> statement-breakpoint
-- A reading left without its customer takes its tag's; a tag with none sends it to unclaimed_readings instead. The
-- trigger's WHEN (0046) still spares the scan, which names each reading's customer, even the call.
CREATE OR REPLACE FUNCTION readings_customer_of_tag() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
BEGIN
  SELECT coalesce(cl.customer_id, pl.customer_id) INTO NEW.customer_id
    FROM tags t JOIN partner_lots pl ON pl.id = t.partner_lot_id
    LEFT JOIN customer_lots cl ON cl.id = t.customer_lot_id
   WHERE t.id = NEW.tag_id;
  IF NEW.customer_id IS NULL THEN
    INSERT INTO unclaimed_readings (id, tag_id, read_at, latitude, longitude, device_model, os_version, device_id,
                                    device_alias, country, region, city, authenticity, sdm_counter)
      VALUES (NEW.id, NEW.tag_id, NEW.read_at, NEW.latitude, NEW.longitude, NEW.device_model, NEW.os_version,
              NEW.device_id, NEW.device_alias, NEW.country, NEW.region, NEW.city, NEW.authenticity, NEW.sdm_counter);
    RETURN NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A partner lot's readings no longer follow its customer (0045's UPDATE, which a sharded table refuses on its shard
-- column): a lot whose tags have a customer's readings keeps that customer.
DROP TRIGGER partner_lot_readings_follow_customer ON partner_lots;
--> statement-breakpoint
DROP FUNCTION partner_lot_readings_follow_customer();
--> statement-breakpoint
CREATE FUNCTION partner_lot_keeps_customer_of_readings() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
BEGIN
  IF EXISTS (SELECT FROM tags t JOIN readings r ON r.tag_id = t.id
              WHERE t.partner_lot_id = NEW.id AND r.customer_id = OLD.customer_id) THEN
    RAISE EXCEPTION 'partner lot % has readings of customer %, and keeps it', NEW.id, OLD.customer_id
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION partner_lot_keeps_customer_of_readings() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER partner_lot_keeps_customer_of_readings BEFORE UPDATE OF customer_id ON partner_lots
  FOR EACH ROW WHEN (OLD.customer_id IS NOT NULL AND OLD.customer_id IS DISTINCT FROM NEW.customer_id)
  EXECUTE FUNCTION partner_lot_keeps_customer_of_readings();
--> statement-breakpoint
-- Retention (0046) keeps the partners' unclaimed readings no longer than the customers' readings: a row at a time, as
-- they are few (a lot's tests before it ships).
CREATE OR REPLACE FUNCTION drop_expired_readings(p_months integer, p_now timestamptz DEFAULT now()) RETURNS bigint
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
DECLARE
  cutoff timestamptz;
  expired text[];
  expired_month text;
  dropped bigint := 0;
  counted bigint;
BEGIN
  IF p_months IS NULL OR p_months < 1 THEN
    RAISE EXCEPTION 'a retention of % months keeps nothing of this month', p_months;
  END IF;
  cutoff := (date_trunc('month', p_now AT TIME ZONE 'UTC') - make_interval(months => p_months)) AT TIME ZONE 'UTC';
  cutoff := least(cutoff, (SELECT min(p.start_date)::timestamp AT TIME ZONE 'UTC' FROM promotions p WHERE p.status <> 4));
  PERFORM pg_advisory_xact_lock(hashtext('reading partitions'));
  PERFORM fold_noted_readings(NULL);
  DELETE FROM readings_to_judge WHERE read_at < cutoff;
  DELETE FROM reading_suspicions WHERE read_at < cutoff;
  DELETE FROM dashboard_pins WHERE read_at < cutoff;
  -- Each month counted before any is detached: a detached month holds its lock on readings until this commits.
  expired := ARRAY(
    SELECT c.relname::text
      FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = 'readings'::regclass AND c.relname ~ '^readings_[0-9]{4}_[0-9]{2}$'
       AND ((to_date(substr(c.relname, 10), 'YYYY_MM') + interval '1 month') AT TIME ZONE 'UTC') <= cutoff
     ORDER BY 1);
  FOREACH expired_month IN ARRAY expired LOOP
    EXECUTE format('SELECT count(*) FROM %I', expired_month) INTO counted;
    dropped := dropped + counted;
  END LOOP;
  FOREACH expired_month IN ARRAY expired LOOP
    EXECUTE format('ALTER TABLE readings DETACH PARTITION %I', expired_month);
    EXECUTE format('DROP TABLE %I', expired_month);
  END LOOP;
  DELETE FROM readings_default WHERE read_at < cutoff;
  GET DIAGNOSTICS counted = ROW_COUNT;
  dropped := dropped + counted;
  DELETE FROM unclaimed_readings WHERE read_at < cutoff;
  GET DIAGNOSTICS counted = ROW_COUNT;
  RETURN dropped + counted;
END $$;
