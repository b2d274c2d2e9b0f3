-- The customer dashboard's figures, kept current as readings arrive (issue 14 §2, DESIGN "Server": dashboards read
-- aggregates, never the readings table). Per customer:
--   dashboard_product_readings  readings by product            (the pie of top products)
--   dashboard_os_readings       readings by operating system   (the bar chart)
--   dashboard_country_readings  readings by country (ISO code) (the top-countries list)
--   dashboard_tag_reads         each tag's latest reading      (the card 'tags read in the last 15 minutes')
--   dashboard_pins              the latest located readings    (the map's latest 500, spec B §9)
--
-- A reading counts for the customer and product of its tag when it is stored (its customer lot's, else its partner
-- lot's, as public_tag (0014) and the devices (0018) attribute it); a reading of a tag no customer has yet counts
-- nowhere. Readings without a product, an operating system or a country count in the other tables only.
--
-- 'Tags read in the last 15 minutes' (spec B §2, §9) counts tags, not readings: a tag read three times counts once.
-- So it is kept per tag (its latest reading's time) rather than per minute: exact at any moment, one row per tag
-- ever read, never pruned, and the card counts the rows of an index range that holds only the last 15 minutes.
--
-- Kept by one statement trigger on readings, like the devices (0018): one statement per scan, in the scan's own
-- transaction, and every other writer (demo data, imports) keeps them too. Concurrency: counters are upserts adding
-- to what is there (ON CONFLICT … DO UPDATE SET n = n + excluded.n), so concurrent scans never lose a count; each
-- counter of a customer is split over 8 slots (the reading id modulo 8, summed when read) so concurrent scans of one
-- customer's products, systems and countries seldom wait on one row's lock until the other commits. Rows are locked in
-- one order (table, then key) so two statements cannot deadlock on them.
CREATE TABLE "dashboard_product_readings" (
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint NOT NULL,
	PRIMARY KEY ("customer_id", "product_id", "slot")
);
--> statement-breakpoint
CREATE TABLE "dashboard_os_readings" (
	"customer_id" integer NOT NULL,
	-- reading_os_name(readings.os_version): 'iOS', 'Android', …
	"os_name" varchar(50) NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint NOT NULL,
	PRIMARY KEY ("customer_id", "os_name", "slot")
);
--> statement-breakpoint
CREATE TABLE "dashboard_country_readings" (
	"customer_id" integer NOT NULL,
	-- readings.country as the scan stores it: ISO 3166-1 alpha-2 (0019).
	"country" varchar(100) NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint NOT NULL,
	PRIMARY KEY ("customer_id", "country", "slot")
);
--> statement-breakpoint
CREATE TABLE "dashboard_tag_reads" (
	"customer_id" integer NOT NULL,
	"tag_id" bigint NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("customer_id", "tag_id")
);
--> statement-breakpoint
CREATE INDEX "dashboard_tag_reads_recent_idx" ON "dashboard_tag_reads" USING btree ("customer_id", "last_read_at");
--> statement-breakpoint
-- The latest located readings of each customer, at least the 500 the map shows (spec B §2, §9) and at most a few
-- hundred more: the trigger trims them now and then (below). Read newest first along the primary key.
CREATE TABLE "dashboard_pins" (
	"customer_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"reading_id" bigint NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"product_id" integer,
	"customer_lot_id" integer,
	PRIMARY KEY ("customer_id", "read_at", "reading_id")
);
--> statement-breakpoint
-- Read-only to the API, row-level security as every tenant table (0004): a customer reads its own rows, nobody else
-- any. The rows are written only by the trigger's and the rebuild's functions, which run as the tables' owner.
GRANT SELECT ON dashboard_product_readings, dashboard_os_readings, dashboard_country_readings, dashboard_tag_reads,
  dashboard_pins TO tagtrail_app;
--> statement-breakpoint
ALTER TABLE dashboard_product_readings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY dashboard_product_readings_of_customer ON dashboard_product_readings FOR SELECT TO tagtrail_app
  USING (customer_id = tenant_customer_id());
--> statement-breakpoint
ALTER TABLE dashboard_os_readings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY dashboard_os_readings_of_customer ON dashboard_os_readings FOR SELECT TO tagtrail_app
  USING (customer_id = tenant_customer_id());
--> statement-breakpoint
ALTER TABLE dashboard_country_readings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY dashboard_country_readings_of_customer ON dashboard_country_readings FOR SELECT TO tagtrail_app
  USING (customer_id = tenant_customer_id());
--> statement-breakpoint
ALTER TABLE dashboard_tag_reads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY dashboard_tag_reads_of_customer ON dashboard_tag_reads FOR SELECT TO tagtrail_app
  USING (customer_id = tenant_customer_id());
--> statement-breakpoint
ALTER TABLE dashboard_pins ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY dashboard_pins_of_customer ON dashboard_pins FOR SELECT TO tagtrail_app
  USING (customer_id = tenant_customer_id());
--> statement-breakpoint
-- The operating system of a reading without its version, as the chart groups them: 'iOS 17.5.1' → 'iOS',
-- 'Android 14' → 'Android', 'Windows NT 10.0' → 'Windows', 'Chrome OS 14541.0.0' → 'Chrome OS' (the scan stores
-- bowser's name and version, apps/api/src/public/scan-device.ts). Null when the reading named none.
CREATE FUNCTION reading_os_name(os_version text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT nullif(btrim(regexp_replace(os_version, '\s+(NT\s+)?[0-9]\S*(\s.*)?$', '')), '') $$;
--> statement-breakpoint
-- SECURITY DEFINER, like the devices' trigger (0018): the public scope records readings but may not see these.
-- One statement for the five tables: the new readings are joined to their tags and lots once.
CREATE FUNCTION count_dashboard_readings() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
BEGIN
  WITH attributed AS MATERIALIZED (
    SELECT r.id, r.tag_id, r.read_at, r.latitude, r.longitude, nullif(r.country, '') AS country,
           reading_os_name(r.os_version) AS os_name,
           coalesce(cl.customer_id, pl.customer_id) AS customer_id,
           coalesce(cl.product_id, pl.product_id) AS product_id,
           t.customer_lot_id,
           (r.id % 8)::smallint AS slot
    FROM new_readings r
    JOIN tags t ON t.id = r.tag_id
    JOIN partner_lots pl ON pl.id = t.partner_lot_id
    LEFT JOIN customer_lots cl ON cl.id = t.customer_lot_id
    WHERE coalesce(cl.customer_id, pl.customer_id) IS NOT NULL
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
      SELECT customer_id, country, slot, count(*) FROM attributed WHERE country IS NOT NULL
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (customer_id, country, slot) DO UPDATE SET n = a.n + excluded.n
  ),
  tag_reads AS (
    INSERT INTO dashboard_tag_reads AS a (customer_id, tag_id, last_read_at)
      SELECT customer_id, tag_id, max(read_at) FROM attributed GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (customer_id, tag_id) DO UPDATE SET last_read_at = excluded.last_read_at
      WHERE excluded.last_read_at > a.last_read_at
  )
  -- Of a statement of many readings (demo data, an import) only each customer's latest 500 can be pins.
  INSERT INTO dashboard_pins (customer_id, read_at, reading_id, latitude, longitude, product_id, customer_lot_id)
    SELECT customer_id, read_at, id, latitude, longitude, product_id, customer_lot_id
    FROM (SELECT *, row_number() OVER (PARTITION BY customer_id ORDER BY read_at DESC, id DESC) AS latest
          FROM attributed WHERE latitude <> 0 OR longitude <> 0) AS located
    WHERE latest <= 500;

  -- Trim each customer's pins to its latest 500 now and then: when the statement holds a reading whose id is a
  -- multiple of 128 (every statement of 128 readings or more does), so a scan pays for it once in 128 on average.
  -- One trimmer per customer at a time (a transaction lock it does not wait for), so two never delete the same rows.
  IF EXISTS (SELECT 1 FROM new_readings WHERE id % 128 = 0) THEN
    DELETE FROM dashboard_pins p
      USING (
        SELECT c.customer_id, cut.read_at, cut.reading_id
        FROM (SELECT DISTINCT coalesce(cl.customer_id, pl.customer_id) AS customer_id
              FROM new_readings r
              JOIN tags t ON t.id = r.tag_id
              JOIN partner_lots pl ON pl.id = t.partner_lot_id
              LEFT JOIN customer_lots cl ON cl.id = t.customer_lot_id) AS c
        CROSS JOIN LATERAL (
          SELECT q.read_at, q.reading_id FROM dashboard_pins q WHERE q.customer_id = c.customer_id
          ORDER BY q.read_at DESC, q.reading_id DESC OFFSET 499 LIMIT 1) AS cut
        WHERE c.customer_id IS NOT NULL
          AND pg_try_advisory_xact_lock(hashtext('dashboard_pins'), c.customer_id)
      ) AS k
      WHERE p.customer_id = k.customer_id AND (p.read_at, p.reading_id) < (k.read_at, k.reading_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION count_dashboard_readings() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER readings_count_dashboard AFTER INSERT ON readings
  REFERENCING NEW TABLE AS new_readings FOR EACH STATEMENT EXECUTE FUNCTION count_dashboard_readings();
--> statement-breakpoint
-- Every aggregate recounted from the readings stored: the backfill below, and for an operator (or the dashboard
-- benchmark) after readings were loaded with triggers off. The same attribution as the trigger. Owner only.
CREATE FUNCTION rebuild_dashboard_aggregates() RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
BEGIN
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
--> statement-breakpoint
REVOKE ALL ON FUNCTION rebuild_dashboard_aggregates() FROM PUBLIC;
--> statement-breakpoint
-- The aggregates of the readings stored before this migration.
SELECT rebuild_dashboard_aggregates();
