-- Secure scans (issue 27 §4): a tap of a secure NFC lot's tag (`/s/<lot reference>?e=…&c=…`) is verified by the
-- server (its keys never reach the database's functions) and recorded here with what the verification found.
--
-- Each reading keeps its authenticity: 0 unverified (QR and plain NFC tags, as before), 1 genuine (a valid MAC and a
-- read counter higher than any the tag has shown), 2 replayed (a valid MAC, a counter not higher: a copied URL),
-- 3 invalid (the message named a tag of the lot but its MAC was wrong). The default costs no rewrite of the table.
ALTER TABLE "readings" ADD COLUMN "authenticity" smallint DEFAULT 0 NOT NULL
  CHECK ("authenticity" BETWEEN 0 AND 3);
--> statement-breakpoint
-- The read counter a verified tap presented (genuine or replayed; null for every other reading): which counter a copy
-- replays is what an investigation asks, and the tag's stored counter is kept from it (below).
ALTER TABLE "readings" ADD COLUMN "sdm_counter" integer CHECK ("sdm_counter" BETWEEN 0 AND 16777215);
--> statement-breakpoint
-- Each tag's count (0013) and its proved counter, kept once a statement instead of once a reading: one update of each
-- tag a statement, where a secure scan would otherwise rewrite its tag's row twice (the count, then the counter: a
-- fifth of a secure scan's time). The tags are locked in row id order first, as the row trigger's inserts in id order
-- did, so statements running at once on PostgreSQL cannot deadlock; the lock is NO KEY UPDATE, the one an update of a
-- non-key column takes, which the readings' foreign-key checks (KEY SHARE, taken at each insert) do not wait on — a
-- FOR UPDATE there deadlocked two groups sharing tags. The counter only moves forward, to the highest a genuine
-- reading of the statement presented.
CREATE FUNCTION count_tag_readings() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
BEGIN
  PERFORM 1 FROM tags t WHERE t.id IN (SELECT i.tag_id FROM inserted i) ORDER BY t.id FOR NO KEY UPDATE;
  UPDATE tags t
     SET read_count = t.read_count + counted.n,
         sdm_counter = CASE WHEN counted.top IS NULL THEN t.sdm_counter
                            ELSE greatest(coalesce(t.sdm_counter, counted.top), counted.top) END
    FROM (SELECT i.tag_id, count(*)::integer AS n, max(i.sdm_counter) FILTER (WHERE i.authenticity = 1) AS top
            FROM inserted i GROUP BY i.tag_id) AS counted
   WHERE t.id = counted.tag_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION count_tag_readings() FROM PUBLIC;
--> statement-breakpoint
DROP TRIGGER readings_count_tag_reading ON readings;
--> statement-breakpoint
DROP FUNCTION count_tag_reading();
--> statement-breakpoint
CREATE TRIGGER readings_count_tag_readings AFTER INSERT ON readings REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_tag_readings();
--> statement-breakpoint
-- A secure lot's public reference and its sealed keys, for the server to verify a tap with. As the tables' owner:
-- the public scope reads no lot's secure part; the keys are sealed under the key file, which only the server holds.
CREATE FUNCTION visitor_secure_lot(p_reference text) RETURNS TABLE (
  lot_id integer, sdm_mode text, meta_read_key_sealed text, master_key_sealed text
) LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
  SELECT pl.id, pl.sdm_mode::text, pl.sdm_meta_read_key_sealed, pl.sdm_master_key_sealed
    FROM partner_lots pl WHERE pl.sdm_reference = p_reference
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION visitor_secure_lot(text) FROM PUBLIC;
--> statement-breakpoint
-- A plain link (`/t/<id>`) never names a secure lot's tag: such a tag proves itself at every tap, and a copy of it
-- made with its id alone must not read as the product. The scans below look their tags up the same way.
CREATE OR REPLACE FUNCTION tag_row_of_code(p_code text) RETURNS bigint LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
  SELECT t.id FROM tags t JOIN partner_lots pl ON pl.id = t.partner_lot_id
    WHERE lower(t.tag_id) = lower(p_code) AND pl.sdm_mode IS NULL LIMIT 1
$$;
--> statement-breakpoint
-- The tag page of a verified tap: the tag whose UID the message carried, in the lot whose reference the URL named,
-- and the highest counter it has proved (the page says "genuine" only for a higher one). Read as visitor_tag is.
CREATE FUNCTION visitor_secure_tag(p_lot_id integer, p_uid text) RETURNS TABLE (
  tag_row_id bigint, tag_id text, visual_key text, active boolean, read_count integer,
  product_name text, product_description text, product_manual_url text, product_video_url text,
  customer_name text, tenant_id text, single_reading boolean, single_reading_messages jsonb,
  lot_number text, lot_status smallint, status_date date, manufacture_date date, expiry_date date,
  photo_keys text[], sdm_counter integer
) LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
DECLARE
  caller_scope text[] := visitor_scope_begin();
  found_id bigint;
  found_counter integer;
BEGIN
  SELECT t.id, t.sdm_counter INTO found_id, found_counter
    FROM tags t WHERE lower(t.tag_id) = lower(p_uid) AND t.partner_lot_id = p_lot_id;
  IF found_id IS NOT NULL THEN
    RETURN QUERY SELECT p.*, found_counter FROM public_tag(found_id) AS p;
  END IF;
  PERFORM visitor_scope_end(caller_scope);
END $$;
--> statement-breakpoint
GRANT CREATE ON SCHEMA public TO tagtrail_app;
--> statement-breakpoint
ALTER FUNCTION visitor_secure_tag(integer, text) OWNER TO tagtrail_app;
--> statement-breakpoint
REVOKE CREATE ON SCHEMA public FROM tagtrail_app;
--> statement-breakpoint
REVOKE ALL ON FUNCTION visitor_secure_tag(integer, text) FROM PUBLIC;
--> statement-breakpoint
-- visitor_scans (0025) with secure scans. A scan object may now also carry `sdm_lot_id` (the tap named a secure lot:
-- its tag must be in that lot) and `sdm_counter` (the server verified the MAC; absent or null when it did not).
-- The counter only moves forward, and exactly one scan wins each value: when a group holds a secure scan, every
-- tag of the group is locked first, in row id order as the readings' trigger locks them (so groups cannot deadlock),
-- and a verified scan is genuine when its counter is above both the tag's stored counter and every counter of the
-- group's earlier scans of that tag; the readings' trigger then stores the highest genuine one. The answer gains
-- each scan's authenticity; a group of plain scans skips the judging.
DROP FUNCTION visitor_scans(jsonb);
--> statement-breakpoint
CREATE FUNCTION visitor_scans(p_scans jsonb) RETURNS TABLE (
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
  verdicts smallint[];
BEGIN
  SELECT array_agg(found.id ORDER BY s.n) INTO found_ids
    FROM jsonb_array_elements(p_scans) WITH ORDINALITY AS s(scan, n)
    LEFT JOIN LATERAL (
      SELECT t.id FROM tags t JOIN partner_lots pl ON pl.id = t.partner_lot_id
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
  INSERT INTO readings (tag_id, latitude, longitude, device_id, device_model, os_version, country, region, city,
                        authenticity, sdm_counter)
    SELECT f.found_id, s.latitude, s.longitude, s.device_id, s.device_model, s.os_version, s.country, s.region, s.city,
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
--> statement-breakpoint
REVOKE ALL ON FUNCTION visitor_scans(jsonb) FROM PUBLIC;
