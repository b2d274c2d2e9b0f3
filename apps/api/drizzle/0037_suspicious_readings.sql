-- Suspicious readings (issue 28): readings that break a rule of the customer's (sold outside the lot's markets, a
-- journey no vehicle makes, a tag read too often or on too many devices, read after the lot's expiry, a copied secure
-- tag) are flagged with each rule they break, and each tag's flags of a rule gather into one alert the manufacturer
-- can acknowledge. The rules live in the domain (packages/domain/src/suspicious-readings) and run in the server's
-- judge (apps/api/src/suspicious-readings/judge-readings.ts), which takes the readings the fold noted: the scan's
-- statement pays nothing for them.

-- A customer lot's intended markets: ISO 3166-1 alpha-2 codes, none meaning anywhere (the domain checks the codes).
ALTER TABLE "customer_lots" ADD COLUMN "markets" text[] DEFAULT '{}' NOT NULL
  CHECK (cardinality("markets") <= 300);
--> statement-breakpoint
-- A customer's rule settings as the domain's SuspicionSettingsSchema reads them (a field left out is its default);
-- a customer without a row has the defaults.
CREATE TABLE "suspicion_settings" (
  "customer_id" integer PRIMARY KEY NOT NULL REFERENCES "customers"("id") ON DELETE CASCADE,
  "settings" jsonb NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON suspicion_settings TO tagtrail_app;
--> statement-breakpoint
ALTER TABLE suspicion_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE suspicion_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY suspicion_settings_of_customer ON suspicion_settings TO tagtrail_app
  USING (customer_id = (SELECT tenant_customer_id())) WITH CHECK (customer_id = (SELECT tenant_customer_id()));
--> statement-breakpoint
-- The readings the fold attributed to a customer, waiting for the judge, with what the rules read of each (the
-- reading, its customer, its lot's markets and expiry): the fold has joined them already, and the judge takes them
-- without joining again. As readings_to_fold (0027), only the owner's functions and the judge touch it.
CREATE TABLE readings_to_judge (
  reading_id bigint NOT NULL,
  tag_id bigint NOT NULL,
  customer_id integer NOT NULL,
  read_at timestamp with time zone NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  device_id varchar(100),
  country varchar(100),
  authenticity smallint NOT NULL,
  markets text[] NOT NULL,
  expiry_date date
);
--> statement-breakpoint
ALTER TABLE readings_to_judge ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE readings_to_judge FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Each rule a reading broke (the domain's suspicionRuleCode: 1 off-market … 5 copy), once: a batch judged twice adds
-- nothing. With the reading's customer, tag and time, so the lists and the map find a customer's flags by time
-- without reading the readings.
CREATE TABLE "reading_suspicions" (
  "reading_id" bigint NOT NULL REFERENCES "readings"("id") ON DELETE CASCADE,
  "rule" smallint NOT NULL CHECK ("rule" BETWEEN 1 AND 5),
  "customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE CASCADE,
  "tag_id" bigint NOT NULL REFERENCES "tags"("id") ON DELETE CASCADE,
  "read_at" timestamp with time zone NOT NULL,
  PRIMARY KEY ("reading_id", "rule")
);
--> statement-breakpoint
CREATE INDEX "reading_suspicions_customer_time_idx" ON "reading_suspicions" USING btree ("customer_id", "read_at");
--> statement-breakpoint
GRANT SELECT ON reading_suspicions TO tagtrail_app;
--> statement-breakpoint
ALTER TABLE reading_suspicions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE reading_suspicions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY reading_suspicions_of_customer ON reading_suspicions FOR SELECT TO tagtrail_app
  USING (customer_id = (SELECT tenant_customer_id()));
--> statement-breakpoint
-- One alert per tag and rule: when its readings broke the rule first and last, how many did, the country of the
-- latest. Acknowledged, it stays so until a new reading breaks the rule again (raised_at: when it last opened).
CREATE TABLE "suspicion_alerts" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE CASCADE,
  "tag_id" bigint NOT NULL REFERENCES "tags"("id") ON DELETE CASCADE,
  "rule" smallint NOT NULL CHECK ("rule" BETWEEN 1 AND 5),
  "first_read_at" timestamp with time zone NOT NULL,
  "last_read_at" timestamp with time zone NOT NULL,
  "reading_count" integer NOT NULL,
  "last_country" varchar(100),
  "raised_at" timestamp with time zone NOT NULL,
  "acknowledged_at" timestamp with time zone,
  CONSTRAINT "suspicion_alerts_tag_rule_key" UNIQUE ("customer_id", "tag_id", "rule")
);
--> statement-breakpoint
CREATE INDEX "suspicion_alerts_customer_last_idx" ON "suspicion_alerts" USING btree ("customer_id", "last_read_at");
--> statement-breakpoint
GRANT SELECT ON suspicion_alerts TO tagtrail_app;
--> statement-breakpoint
GRANT UPDATE ("acknowledged_at") ON suspicion_alerts TO tagtrail_app;
--> statement-breakpoint
ALTER TABLE suspicion_alerts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE suspicion_alerts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY suspicion_alerts_of_customer ON suspicion_alerts TO tagtrail_app
  USING (customer_id = (SELECT tenant_customer_id())) WITH CHECK (customer_id = (SELECT tenant_customer_id()));
--> statement-breakpoint
-- The fold (0027) as before, and each reading it attributed to a customer noted for the judge.
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
      RETURNING reading_id
  ),
  attributed AS MATERIALIZED (
    SELECT r.id, r.tag_id, r.read_at, r.latitude, r.longitude, r.device_id, r.device_model, r.os_version,
           r.country, r.region, r.city, reading_os_name(r.os_version) AS os_name,
           coalesce(cl.customer_id, pl.customer_id) AS customer_id,
           coalesce(cl.product_id, pl.product_id) AS product_id,
           t.customer_lot_id, r.authenticity, coalesce(cl.markets, '{}') AS markets, cl.expiry_date,
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
