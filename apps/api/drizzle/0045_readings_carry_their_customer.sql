-- Readings carry their customer (issue 30 §2, §4): the customer whose lot the tag was in when it was read, the one
-- the fold attributes the reading to (coalesce of the customer lot's and the partner lot's customer, 0027/0037); null
-- while the tag's lot has none. Each customer's readings are then one range of an index, (customer_id, read_at): the
-- reading map's month is read newest first from it and stops at its limit, however many readings the table holds
-- (before, the policy's `tag_id IN (…)` hid the customer from the planner, which sorted every reading of the period).
-- It is also the column a distributed database (Citus) would shard readings by.
ALTER TABLE readings ADD COLUMN customer_id integer;
--> statement-breakpoint
UPDATE readings r SET customer_id = owner.customer_id
  FROM (SELECT t.id, coalesce(cl.customer_id, pl.customer_id) AS customer_id
          FROM tags t JOIN partner_lots pl ON pl.id = t.partner_lot_id
          LEFT JOIN customer_lots cl ON cl.id = t.customer_lot_id) AS owner
 WHERE owner.id = r.tag_id AND owner.customer_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX readings_customer_read_at_idx ON readings (customer_id, read_at);
--> statement-breakpoint
-- A reading stored without its customer (the demo's, the tests' and the benchmarks' own rows) is given its tag's, as
-- the scan stores it; the scan names it, and the trigger's WHEN spares it even the function's call. No foreign key to
-- customers: the value comes from the tag's lots, and a key check a row would cost the scan more than the index.
CREATE FUNCTION readings_customer_of_tag() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
BEGIN
  SELECT coalesce(cl.customer_id, pl.customer_id) INTO NEW.customer_id
    FROM tags t JOIN partner_lots pl ON pl.id = t.partner_lot_id
    LEFT JOIN customer_lots cl ON cl.id = t.customer_lot_id
   WHERE t.id = NEW.tag_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION readings_customer_of_tag() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER readings_customer_of_tag BEFORE INSERT ON readings
  FOR EACH ROW WHEN (NEW.customer_id IS NULL) EXECUTE FUNCTION readings_customer_of_tag();
--> statement-breakpoint
-- A partner lot given to a customer, or moved to another, takes its tags' readings along, as the policy on the lot's
-- customer showed them before (a lot is given a customer before it ships; a move mends a mistake).
CREATE FUNCTION partner_lot_readings_follow_customer() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
BEGIN
  UPDATE readings r SET customer_id = NEW.customer_id
    FROM tags t
   WHERE t.partner_lot_id = NEW.id AND r.tag_id = t.id AND r.customer_id IS NOT DISTINCT FROM OLD.customer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION partner_lot_readings_follow_customer() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER partner_lot_readings_follow_customer AFTER UPDATE OF customer_id ON partner_lots
  FOR EACH ROW WHEN (OLD.customer_id IS DISTINCT FROM NEW.customer_id)
  EXECUTE FUNCTION partner_lot_readings_follow_customer();
--> statement-breakpoint
-- A customer reads its readings by the column, no longer through its tags' lots.
DROP POLICY readings_of_customer_read ON readings;
--> statement-breakpoint
CREATE POLICY readings_of_customer_read ON readings FOR SELECT TO tagtrail_app
  USING (customer_id = (SELECT tenant_customer_id()));
--> statement-breakpoint
-- The scan stores each reading's customer, found with its tag (0035's function, that one column more).
CREATE OR REPLACE FUNCTION visitor_scans(p_scans jsonb) RETURNS TABLE (
  scan_index integer, tag_row_id bigint, tag_id text, visual_key text, active boolean, read_count integer,
  product_name text, product_description text, product_manual_url text, product_video_url text,
  customer_name text, tenant_id text, single_reading boolean, single_reading_messages jsonb,
  lot_number text, lot_status smallint, status_date date, manufacture_date date, expiry_date date,
  photo_keys text[], authenticity smallint
) LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
#variable_conflict use_column
DECLARE
  found_ids bigint[];
  found_customers integer[];
  verdicts smallint[];
BEGIN
  SELECT array_agg(found.id ORDER BY s.n), array_agg(found.customer_id ORDER BY s.n) INTO found_ids, found_customers
    FROM jsonb_array_elements(p_scans) WITH ORDINALITY AS s(scan, n)
    LEFT JOIN LATERAL (
      SELECT t.id, coalesce(cl.customer_id, pl.customer_id) AS customer_id
        FROM tags t JOIN partner_lots pl ON pl.id = t.partner_lot_id
        LEFT JOIN customer_lots cl ON cl.id = t.customer_lot_id
      WHERE lower(t.tag_id) = lower(s.scan ->> 'tag_id')
        AND CASE WHEN s.scan ? 'sdm_lot_id' THEN t.partner_lot_id = (s.scan ->> 'sdm_lot_id')::integer
                 ELSE pl.sdm_mode IS NULL END
      LIMIT 1
    ) AS found ON true;
  -- Only a group with a secure scan pays for what follows; a plain group's readings are all unverified (0).
  IF EXISTS (SELECT 1 FROM jsonb_array_elements(p_scans) AS s(scan) WHERE s.scan ? 'sdm_lot_id') THEN
    PERFORM 1 FROM tags t WHERE t.id = ANY (found_ids) ORDER BY t.id FOR NO KEY UPDATE;
    SELECT array_agg(judged.verdict ORDER BY judged.n) INTO verdicts
      FROM (
        SELECT s.n,
               CASE
                 WHEN NOT (s.scan ? 'sdm_lot_id') THEN 0
                 WHEN s.scan ->> 'sdm_counter' IS NULL THEN 3
                 WHEN (s.scan ->> 'sdm_counter')::integer > greatest(
                        coalesce(t.sdm_counter, -1),
                        coalesce(max((s.scan ->> 'sdm_counter')::integer) OVER (
                          PARTITION BY f.found_id ORDER BY s.n ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), -1))
                   THEN 1
                 ELSE 2
               END::smallint AS verdict
          FROM jsonb_array_elements(p_scans) WITH ORDINALITY AS s(scan, n)
          JOIN unnest(found_ids) WITH ORDINALITY AS f(found_id, n) ON f.n = s.n
          LEFT JOIN tags t ON t.id = f.found_id
      ) AS judged;
  END IF;
  -- The readings' statement trigger then counts them and moves each tag's counter to its highest genuine one.
  INSERT INTO readings (tag_id, customer_id, latitude, longitude, device_id, device_model, os_version, country, region,
                        city, authenticity, sdm_counter)
    SELECT f.found_id, found_customers[s.n], s.latitude, s.longitude, s.device_id, s.device_model, s.os_version, s.country, s.region, s.city,
           coalesce(verdicts[s.n], 0), s.sdm_counter
    FROM ROWS FROM (jsonb_to_recordset(p_scans) AS (latitude double precision, longitude double precision,
           device_id text, device_model text, os_version text, country text, region text, city text,
           sdm_counter integer))
      WITH ORDINALITY AS s(latitude, longitude, device_id, device_model, os_version, country, region, city,
                           sdm_counter, n)
    JOIN unnest(found_ids) WITH ORDINALITY AS f(found_id, n) ON f.n = s.n
    WHERE f.found_id IS NOT NULL
    ORDER BY f.found_id, s.n;
  RETURN QUERY
    SELECT s.n::integer, x.id, x.tag_id, x.visual_key, x.active,
           (x.read_count - (count(*) OVER (PARTITION BY x.id)
                            - row_number() OVER (PARTITION BY x.id ORDER BY s.n)))::integer,
           x.product_name, x.product_description, x.product_manual_url, x.product_video_url,
           x.customer_name, x.tenant_id, x.single_reading, x.single_reading_messages,
           x.lot_number, x.lot_status, x.status_date, x.manufacture_date, x.expiry_date, x.photo_keys,
           coalesce(verdicts[s.n], 0::smallint)
    FROM unnest(found_ids) WITH ORDINALITY AS s(found_id, n)
    -- One tag's fields by its keys, as public_tag (0017) reads them: OFFSET 0 keeps the lookups per scan (a plan
    -- made for the array's unknown length would otherwise join whole tables).
    CROSS JOIN LATERAL (
      SELECT t.id, t.tag_id::text, t.visual_key::text, t.active, t.read_count,
             p.name::text AS product_name, p.description AS product_description,
             p.manual_link_url AS product_manual_url, p.video_link_url AS product_video_url,
             c.name::text AS customer_name, c.tenant_id::text, c.single_reading, c.single_reading_messages,
             cl.number::text AS lot_number, cl.status AS lot_status, cl.status_date, cl.manufacture_date,
             cl.expiry_date,
             ARRAY(SELECT i.storage_key FROM product_images i WHERE i.product_id = p.id
                   ORDER BY i.id IS DISTINCT FROM p.thumb_image_id, i.id) AS photo_keys
      FROM tags t
      JOIN partner_lots pl ON pl.id = t.partner_lot_id
      -- The customer lot's product and customer are the ones the tag went out with; before that, the partner lot's.
      LEFT JOIN customer_lots cl ON cl.id = t.customer_lot_id
      LEFT JOIN products p ON p.id = coalesce(cl.product_id, pl.product_id)
      LEFT JOIN customers c ON c.id = coalesce(cl.customer_id, pl.customer_id)
      WHERE t.id = s.found_id
      OFFSET 0
    ) AS x;
END $$;
