-- Readings partitioned by month (issue 30 §1). A platform's readings grow by hundreds of millions a year; one table of
-- them can only be trimmed by deleting row by row (and vacuuming after), and every index of it grows without end. Cut
-- by month of read_at (UTC), a month is one table: the reading screens' periods read only their months, and a
-- deployment that keeps N months (READINGS_RETENTION_MONTHS) drops a whole month at once, after the fold has counted
-- it into the dashboard's aggregates.
--
-- - The server creates each month's partition ahead (prepare_reading_partitions, at start and every hour); a reading
--   no month holds yet (an import of old readings, a clock far off) lands in readings_default, never refused.
-- - The primary key is (id, read_at): a partitioned table's keys must hold its partition key. ids still come from one
--   sequence, so an id alone still names one reading; what refers to a reading names it with its time too
--   (the suspicions' foreign key, the fold's notes), so a lookup reads one month, not each.
-- - Existing readings are copied in with their ids, before any trigger is on the new table: nothing is counted,
--   noted or judged twice.
CREATE FUNCTION reading_partition_name(p_month timestamptz) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  SET search_path = public, pg_temp
  AS $$ SELECT 'readings_' || to_char(p_month AT TIME ZONE 'UTC', 'YYYY_MM') $$;
--> statement-breakpoint
-- The months (UTC) that overlap [p_from, p_to] and have no partition yet, each created empty; a month of which the
-- default partition already holds readings is left to it (moving them would take their suspicions' cascade along).
-- Answers how many it created. Serialized by an advisory lock: two servers preparing at once create each month once.
CREATE FUNCTION prepare_reading_partitions(p_from timestamptz, p_to timestamptz) RETURNS integer LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
DECLARE
  month_start timestamptz;
  month_end timestamptz;
  created integer := 0;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('reading partitions'));
  month_start := date_trunc('month', p_from AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
  WHILE month_start <= p_to LOOP
    month_end := ((month_start AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC';
    IF to_regclass(reading_partition_name(month_start)) IS NULL
       AND NOT EXISTS (SELECT 1 FROM readings_default d WHERE d.read_at >= month_start AND d.read_at < month_end) THEN
      EXECUTE format('CREATE TABLE %I PARTITION OF readings FOR VALUES FROM (%L) TO (%L)',
                     reading_partition_name(month_start), month_start, month_end);
      created := created + 1;
    END IF;
    month_start := month_end;
  END LOOP;
  RETURN created;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION prepare_reading_partitions(timestamptz, timestamptz) FROM PUBLIC;
--> statement-breakpoint
ALTER TABLE reading_suspicions DROP CONSTRAINT reading_suspicions_reading_id_fkey;
--> statement-breakpoint
ALTER TABLE readings RENAME TO readings_unpartitioned;
--> statement-breakpoint
ALTER SEQUENCE readings_id_seq OWNED BY NONE;
--> statement-breakpoint
CREATE TABLE readings (
  id bigint NOT NULL DEFAULT nextval('readings_id_seq'),
  tag_id bigint NOT NULL,
  customer_id integer,
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
  authenticity smallint NOT NULL DEFAULT 0,
  sdm_counter integer
) PARTITION BY RANGE (read_at);
--> statement-breakpoint
CREATE TABLE readings_default PARTITION OF readings DEFAULT;
--> statement-breakpoint
-- A month for each month the readings have, and this one and the next two.
SELECT prepare_reading_partitions(month, month)
  FROM (SELECT DISTINCT date_trunc('month', read_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS month
          FROM readings_unpartitioned) AS months;
--> statement-breakpoint
SELECT prepare_reading_partitions(now(), now() + interval '2 months');
--> statement-breakpoint
INSERT INTO readings (id, tag_id, customer_id, read_at, latitude, longitude, device_model, os_version, device_id,
                      device_alias, country, region, city, authenticity, sdm_counter)
  SELECT id, tag_id, customer_id, read_at, latitude, longitude, device_model, os_version, device_id, device_alias,
         country, region, city, authenticity, sdm_counter
    FROM readings_unpartitioned;
--> statement-breakpoint
ALTER SEQUENCE readings_id_seq OWNED BY readings.id;
--> statement-breakpoint
-- The old table goes with its indexes, triggers and policies; the same are made anew below, on the months.
DROP TABLE readings_unpartitioned;
--> statement-breakpoint
ALTER TABLE readings ADD CONSTRAINT readings_pkey PRIMARY KEY (id, read_at);
--> statement-breakpoint
ALTER TABLE readings ADD CONSTRAINT readings_tag_id_tags_id_fk FOREIGN KEY (tag_id) REFERENCES tags (id);
--> statement-breakpoint
ALTER TABLE readings ADD CONSTRAINT readings_authenticity_check CHECK (authenticity BETWEEN 0 AND 3);
--> statement-breakpoint
ALTER TABLE readings ADD CONSTRAINT readings_sdm_counter_check CHECK (sdm_counter BETWEEN 0 AND 16777215);
--> statement-breakpoint
CREATE INDEX readings_tag_idx ON readings (tag_id, read_at);
--> statement-breakpoint
CREATE INDEX readings_customer_read_at_idx ON readings (customer_id, read_at);
--> statement-breakpoint
CREATE INDEX readings_possible_copy_idx ON readings (read_at, tag_id) WHERE authenticity >= 2;
--> statement-breakpoint
ALTER TABLE reading_suspicions ADD CONSTRAINT reading_suspicions_reading_fkey FOREIGN KEY (reading_id, read_at)
  REFERENCES readings (id, read_at) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE readings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE readings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY readings_all ON readings TO tagtrail_app
  USING ((SELECT tenant_scope()) = 'all') WITH CHECK ((SELECT tenant_scope()) = 'all');
--> statement-breakpoint
CREATE POLICY readings_public_record ON readings FOR INSERT TO tagtrail_app
  WITH CHECK ((SELECT tenant_scope()) = 'public');
--> statement-breakpoint
CREATE POLICY readings_of_customer_read ON readings FOR SELECT TO tagtrail_app
  USING (customer_id = (SELECT tenant_customer_id()));
--> statement-breakpoint
-- The tenant role reaches the months only through readings (and its policies); a month by its own name, not at all.
GRANT SELECT, INSERT, UPDATE, DELETE ON readings TO tagtrail_app;
--> statement-breakpoint
CREATE TRIGGER readings_customer_of_tag BEFORE INSERT ON readings
  FOR EACH ROW WHEN (NEW.customer_id IS NULL) EXECUTE FUNCTION readings_customer_of_tag();
--> statement-breakpoint
CREATE TRIGGER readings_count_tag_readings AFTER INSERT ON readings
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION count_tag_readings();
--> statement-breakpoint
-- The fold's notes carry each reading's time, so the fold reads the reading from its month.
ALTER TABLE readings_to_fold ADD COLUMN read_at timestamp with time zone;
--> statement-breakpoint
UPDATE readings_to_fold f SET read_at = r.read_at FROM readings r WHERE r.id = f.reading_id;
--> statement-breakpoint
DELETE FROM readings_to_fold WHERE read_at IS NULL;
--> statement-breakpoint
ALTER TABLE readings_to_fold ALTER COLUMN read_at SET NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION note_readings_to_fold() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
BEGIN
  INSERT INTO readings_to_fold (reading_id, read_at) SELECT id, read_at FROM new_readings;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER readings_note_to_fold AFTER INSERT ON readings
  REFERENCING NEW TABLE AS new_readings FOR EACH STATEMENT EXECUTE FUNCTION note_readings_to_fold();
--> statement-breakpoint
-- The fold (0037) as before, reading each noted reading from its month.
CREATE OR REPLACE FUNCTION fold_noted_readings(max_readings integer) RETURNS integer LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
DECLARE
  folded integer;
  customers_folded integer[];
BEGIN
  WITH taken AS (
    DELETE FROM readings_to_fold
      WHERE max_readings IS NULL OR ctid = ANY (ARRAY(SELECT ctid FROM readings_to_fold LIMIT max_readings))
      RETURNING reading_id, read_at
  ),
  attributed AS MATERIALIZED (
    SELECT r.id, r.tag_id, r.read_at, r.latitude, r.longitude, r.device_id, r.device_model, r.os_version,
           r.country, r.region, r.city, reading_os_name(r.os_version) AS os_name,
           coalesce(cl.customer_id, pl.customer_id) AS customer_id,
           coalesce(cl.product_id, pl.product_id) AS product_id,
           t.customer_lot_id, r.authenticity, coalesce(cl.markets, '{}') AS markets, cl.expiry_date,
           (pg_current_xact_id()::text::bigint % 8)::smallint AS slot
    FROM taken k
    JOIN readings r ON r.id = k.reading_id AND r.read_at = k.read_at
    JOIN tags t ON t.id = r.tag_id
    JOIN partner_lots pl ON pl.id = t.partner_lot_id
    LEFT JOIN customer_lots cl ON cl.id = t.customer_lot_id
    WHERE coalesce(cl.customer_id, pl.customer_id) IS NOT NULL
  ),
  -- Each device once: the model and system of its latest reading, its first and last reading's times.
  registered_devices AS (
    INSERT INTO devices AS d (customer_id, device_key, name, os_version, first_seen_at, last_seen_at)
      SELECT customer_id, device_id,
             coalesce((array_agg(device_model ORDER BY read_at DESC) FILTER (WHERE device_model IS NOT NULL))[1], ''),
             (array_agg(os_version ORDER BY read_at DESC) FILTER (WHERE os_version IS NOT NULL))[1],
             min(read_at), max(read_at)
      FROM attributed WHERE device_id IS NOT NULL
      GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (customer_id, device_key) DO UPDATE SET
      name = CASE WHEN excluded.last_seen_at >= d.last_seen_at AND excluded.name <> '' THEN excluded.name
                  ELSE d.name END,
      os_version = CASE WHEN excluded.last_seen_at >= d.last_seen_at AND excluded.os_version IS NOT NULL
                        THEN excluded.os_version ELSE d.os_version END,
      first_seen_at = least(d.first_seen_at, excluded.first_seen_at),
      last_seen_at = greatest(d.last_seen_at, excluded.last_seen_at)
  ),
  new_places AS (
    INSERT INTO reading_places (customer_id, country, region, city)
      SELECT DISTINCT customer_id, coalesce(country, ''), coalesce(region, ''), coalesce(city, '')
      FROM attributed WHERE country IS NOT NULL OR region IS NOT NULL OR city IS NOT NULL
      ORDER BY 1, 2, 3, 4
    ON CONFLICT DO NOTHING
  ),
  by_product AS (
    INSERT INTO dashboard_product_readings AS a (customer_id, product_id, slot, n)
      SELECT customer_id, product_id, slot, count(*) FROM attributed WHERE product_id IS NOT NULL
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (customer_id, product_id, slot) DO UPDATE SET n = a.n + excluded.n
  ),
  by_os AS (
    INSERT INTO dashboard_os_readings AS a (customer_id, os_name, slot, n)
      SELECT customer_id, os_name, slot, count(*) FROM attributed WHERE os_name IS NOT NULL
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (customer_id, os_name, slot) DO UPDATE SET n = a.n + excluded.n
  ),
  by_country AS (
    INSERT INTO dashboard_country_readings AS a (customer_id, country, slot, n)
      SELECT customer_id, nullif(country, ''), slot, count(*) FROM attributed WHERE nullif(country, '') IS NOT NULL
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (customer_id, country, slot) DO UPDATE SET n = a.n + excluded.n
  ),
  tag_reads AS (
    INSERT INTO dashboard_tag_reads AS a (customer_id, tag_id, last_read_at)
      SELECT customer_id, tag_id, max(read_at) FROM attributed GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (customer_id, tag_id) DO UPDATE SET last_read_at = excluded.last_read_at
      WHERE excluded.last_read_at > a.last_read_at
  ),
  -- Each reading a customer's tag took is judged by the suspicious-reading rules next (the server's judge, issue 28):
  -- noted here, off the scan's path, for the rules that need the reading's tag, lot and customer.
  to_judge AS (
    INSERT INTO readings_to_judge (reading_id, tag_id, customer_id, read_at, latitude, longitude, device_id, country,
                                   authenticity, markets, expiry_date)
      SELECT id, tag_id, customer_id, read_at, latitude, longitude, device_id, country, authenticity, markets,
             expiry_date
        FROM attributed
  ),
  -- Of a batch only each customer's latest 500 located readings can be pins.
  pins AS (
    INSERT INTO dashboard_pins (customer_id, read_at, reading_id, latitude, longitude, product_id, customer_lot_id)
      SELECT customer_id, read_at, id, latitude, longitude, product_id, customer_lot_id
      FROM (SELECT *, row_number() OVER (PARTITION BY customer_id ORDER BY read_at DESC, id DESC) AS latest
            FROM attributed WHERE latitude <> 0 OR longitude <> 0) AS located
      WHERE latest <= 500
  )
  SELECT (SELECT count(*) FROM taken), (SELECT array_agg(DISTINCT customer_id) FROM attributed)
    INTO folded, customers_folded;

  -- Each customer of the batch keeps its latest 500 pins.
  IF customers_folded IS NOT NULL THEN
    DELETE FROM dashboard_pins p
      USING (
        SELECT c.customer_id, cut.read_at, cut.reading_id
        FROM unnest(customers_folded) AS c(customer_id)
        CROSS JOIN LATERAL (
          SELECT q.read_at, q.reading_id FROM dashboard_pins q WHERE q.customer_id = c.customer_id
          ORDER BY q.read_at DESC, q.reading_id DESC OFFSET 499 LIMIT 1) AS cut
      ) AS k
      WHERE p.customer_id = k.customer_id AND (p.read_at, p.reading_id) < (k.read_at, k.reading_id);
  END IF;
  RETURN folded;
END $$;

--> statement-breakpoint
CREATE OR REPLACE FUNCTION epcis_unsettled_since() RETURNS timestamp with time zone
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
  SELECT least(
    (SELECT min(q.read_at) FROM readings_to_judge q WHERE q.customer_id = tenant_customer_id()),
    (SELECT min(r.read_at) FROM readings_to_fold f
       JOIN readings r ON r.id = f.reading_id AND r.read_at = f.read_at
       JOIN tags t ON t.id = r.tag_id
       JOIN partner_lots pl ON pl.id = t.partner_lot_id
       LEFT JOIN customer_lots cl ON cl.id = t.customer_lot_id
      WHERE coalesce(cl.customer_id, pl.customer_id) = tenant_customer_id()))
$$;
--> statement-breakpoint
-- Retention (READINGS_RETENTION_MONTHS): the months that ended before the cutoff — the start of p_now's month (UTC)
-- less p_months — dropped whole, with the default partition's readings as old. First every noted reading is folded,
-- so the dashboard's aggregates keep what they held, and the judge's notes and the suspicions of those readings go;
-- the alerts keep their counts, the devices and places stay. A promotion not yet drawn keeps the readings of its
-- period (its draw is made over them): the cutoff never passes the first day of such a promotion. Answers how many
-- readings were dropped.
CREATE FUNCTION drop_expired_readings(p_months integer, p_now timestamptz DEFAULT now()) RETURNS bigint
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
  RETURN dropped + counted;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION drop_expired_readings(integer, timestamptz) FROM PUBLIC;
