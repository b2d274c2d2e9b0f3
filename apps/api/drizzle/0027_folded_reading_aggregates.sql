-- What the readings feed is folded in batches, not kept by the scan (issues 12 and 14, scan budget). The statement
-- triggers of 0018 (devices), 0021 (the dashboard's aggregates) and 0023 (reading places) ran in every scan's
-- statement: three joins of the new readings to their tags and lots, a dozen upserts, and the locks of counter rows
-- that made two groups of scans stored at once on PostgreSQL wait on each other. With them the scan reached 55-60 % of
-- the bare-insert floor; without them 75-85 % (pnpm bench:scan, PostgreSQL 15, 2 cores).
--
-- A scan's statement now only notes its readings in readings_to_fold (one row each, no index), and fold_readings()
-- does the work of the three triggers for every noted reading at once: one join, each upsert once a batch. It is
-- called
-- - by whoever reads what it keeps, in its own transaction, before reading (the dashboard, the devices, the reading
--   map's and the promotions' place filters, a promotion's eligible devices): they read every reading stored before
--   their call, as they did with the triggers;
-- - by the server every fraction of a second, so the notes stay few.
-- Each reading is folded once: a fold takes the notes by deleting them; two folds at once take disjoint notes (the
-- second waits for the first's to commit, then finds them gone), and a fold that rolls back gives its notes back.
--
-- The dashboard's counters are split into slots by the folding transaction (its id modulo 8), not by reading as in
-- 0021: a batch writes one row per product, system and country, and two folds at once seldom meet on one.
CREATE TABLE readings_to_fold (
  reading_id bigint NOT NULL
);
--> statement-breakpoint
-- Nobody but the owner's functions touches it: no grant, and row-level security on with no policy.
ALTER TABLE readings_to_fold ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP TRIGGER readings_register_devices ON readings;
--> statement-breakpoint
DROP TRIGGER readings_count_dashboard ON readings;
--> statement-breakpoint
DROP TRIGGER readings_register_places ON readings;
--> statement-breakpoint
DROP FUNCTION register_reading_devices();
--> statement-breakpoint
DROP FUNCTION count_dashboard_readings();
--> statement-breakpoint
DROP FUNCTION register_reading_places();
--> statement-breakpoint
-- SECURITY DEFINER, like the triggers it replaces: the public scope records readings but may not see the notes.
CREATE FUNCTION note_readings_to_fold() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
BEGIN
  INSERT INTO readings_to_fold (reading_id) SELECT id FROM new_readings;
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION note_readings_to_fold() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER readings_note_to_fold AFTER INSERT ON readings
  REFERENCING NEW TABLE AS new_readings FOR EACH STATEMENT EXECUTE FUNCTION note_readings_to_fold();
--> statement-breakpoint
-- The readings noted so far, at most max_readings of them (all when null), folded into the devices (as 0018), the
-- reading places (as 0023) and the dashboard's aggregates (as 0021): attributed to their tag's customer lot's
-- customer and product, else the partner lot's; a reading of a tag no customer has yet feeds nothing. Answers how
-- many it folded; the server's folder folds in batches so that, on PGlite, scans are stored between them.
CREATE FUNCTION fold_noted_readings(max_readings integer) RETURNS integer LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public
  AS $$
DECLARE
  folded integer;
  customers_folded integer[];
BEGIN
  WITH taken AS (
    DELETE FROM readings_to_fold
      WHERE max_readings IS NULL OR ctid = ANY (ARRAY(SELECT ctid FROM readings_to_fold LIMIT max_readings))
      RETURNING reading_id
  ),
  attributed AS MATERIALIZED (
    SELECT r.id, r.tag_id, r.read_at, r.latitude, r.longitude, r.device_id, r.device_model, r.os_version,
           r.country, r.region, r.city, reading_os_name(r.os_version) AS os_name,
           coalesce(cl.customer_id, pl.customer_id) AS customer_id,
           coalesce(cl.product_id, pl.product_id) AS product_id,
           t.customer_lot_id,
           (pg_current_xact_id()::text::bigint % 8)::smallint AS slot
    FROM taken k
    JOIN readings r ON r.id = k.reading_id
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
REVOKE ALL ON FUNCTION fold_noted_readings(integer) FROM PUBLIC;
--> statement-breakpoint
-- Every reading noted so far folded, for a reader about to read what they feed. It answers nothing: the tenant role
-- may call it, and learns nothing of other customers by it.
CREATE FUNCTION fold_readings() RETURNS void LANGUAGE sql SECURITY DEFINER SET search_path = public
  AS $$ SELECT fold_noted_readings(NULL) $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION fold_readings() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION fold_readings() TO tagtrail_app;
--> statement-breakpoint
-- The recount folds what was noted first: a note folded after the recount would count its reading twice.
CREATE OR REPLACE FUNCTION rebuild_dashboard_aggregates() RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
BEGIN
  PERFORM fold_readings();
  TRUNCATE dashboard_product_readings, dashboard_os_readings, dashboard_country_readings, dashboard_tag_reads,
    dashboard_pins;
  CREATE TEMPORARY TABLE dashboard_attributed ON COMMIT DROP AS
    SELECT r.id, r.tag_id, r.read_at, r.latitude, r.longitude, nullif(r.country, '') AS country,
           reading_os_name(r.os_version) AS os_name,
           coalesce(cl.customer_id, pl.customer_id) AS customer_id,
           coalesce(cl.product_id, pl.product_id) AS product_id,
           t.customer_lot_id,
           (r.id % 8)::smallint AS slot
    FROM readings r
    JOIN tags t ON t.id = r.tag_id
    JOIN partner_lots pl ON pl.id = t.partner_lot_id
    LEFT JOIN customer_lots cl ON cl.id = t.customer_lot_id
    WHERE coalesce(cl.customer_id, pl.customer_id) IS NOT NULL;
  INSERT INTO dashboard_product_readings (customer_id, product_id, slot, n)
    SELECT customer_id, product_id, slot, count(*) FROM dashboard_attributed WHERE product_id IS NOT NULL
    GROUP BY 1, 2, 3;
  INSERT INTO dashboard_os_readings (customer_id, os_name, slot, n)
    SELECT customer_id, os_name, slot, count(*) FROM dashboard_attributed WHERE os_name IS NOT NULL GROUP BY 1, 2, 3;
  INSERT INTO dashboard_country_readings (customer_id, country, slot, n)
    SELECT customer_id, country, slot, count(*) FROM dashboard_attributed WHERE country IS NOT NULL
    GROUP BY 1, 2, 3;
  INSERT INTO dashboard_tag_reads (customer_id, tag_id, last_read_at)
    SELECT customer_id, tag_id, max(read_at) FROM dashboard_attributed GROUP BY 1, 2;
  INSERT INTO dashboard_pins (customer_id, read_at, reading_id, latitude, longitude, product_id, customer_lot_id)
    SELECT customer_id, read_at, id, latitude, longitude, product_id, customer_lot_id
    FROM (SELECT *, row_number() OVER (PARTITION BY customer_id ORDER BY read_at DESC, id DESC) AS latest
          FROM dashboard_attributed WHERE latitude <> 0 OR longitude <> 0) AS located
    WHERE latest <= 500;
  DROP TABLE dashboard_attributed;
END $$;
