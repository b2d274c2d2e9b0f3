-- Scans recorded in groups (issue 12, scan budget): the scans that arrive while one group is being stored are stored
-- together by the next, one statement and one commit for all (group commit; apps/api/src/public/scan-recorder.ts).
-- Each scan is still answered only after the commit that stored it. What a scan costs besides its row (finding the
-- tag, the public scope set and given back, the statement triggers of 0018, 0021 and 0023 that keep the devices,
-- the dashboard's aggregates and the reading places, the plans of the statements) is then paid once a group, not
-- once a scan; on PGlite, where every statement waits for the one before, that was two thirds of a scan.
--
-- visitor_scans takes the scans as a JSON array of objects (tag_id, latitude, longitude, device_id, device_model,
-- os_version, country, region, city: the arguments visitor_scan had; JSON reads alike from node-postgres and PGlite)
-- and answers one row per scan of a known tag, scan_index being the scan's place in the array (1-based); a scan of
-- an unknown tag records nothing and has no row. It runs as
-- visitor_scan did (0022): as the tenant role, in the public scope it sets and gives back, so what it stores and reads
-- passes row-level security; only the tag's row id is found as the tables' owner, through the index (0024).
--
-- Readings are inserted in the order of their tags' row ids: each locks its tag's row to count it (0013), and two
-- groups running at once on PostgreSQL then take those locks in one order and cannot deadlock. read_count answers
-- each scan the count including itself: the tag's count after the statement less its group's later scans of it.
CREATE FUNCTION visitor_scans(p_scans jsonb) RETURNS TABLE (
  scan_index integer, tag_row_id bigint, tag_id text, visual_key text, active boolean, read_count integer,
  product_name text, product_description text, product_manual_url text, product_video_url text,
  customer_name text, tenant_id text, single_reading boolean, single_reading_messages jsonb,
  lot_number text, lot_status smallint, status_date date, manufacture_date date, expiry_date date,
  photo_keys text[]
) LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public
  AS $$
#variable_conflict use_column
DECLARE
  found_ids bigint[];
BEGIN
  SELECT array_agg(found.id ORDER BY s.n) INTO found_ids
    FROM jsonb_array_elements(p_scans) WITH ORDINALITY AS s(scan, n)
    LEFT JOIN LATERAL (SELECT t.id FROM tags t WHERE lower(t.tag_id) = lower(s.scan ->> 'tag_id') LIMIT 1) AS found
      ON true;
  INSERT INTO readings (tag_id, latitude, longitude, device_id, device_model, os_version, country, region, city)
    SELECT f.found_id, s.latitude, s.longitude, s.device_id, s.device_model, s.os_version, s.country, s.region, s.city
    FROM ROWS FROM (jsonb_to_recordset(p_scans) AS (latitude double precision, longitude double precision,
           device_id text, device_model text, os_version text, country text, region text, city text))
      WITH ORDINALITY AS s(latitude, longitude, device_id, device_model, os_version, country, region, city, n)
    JOIN unnest(found_ids) WITH ORDINALITY AS f(found_id, n) ON f.n = s.n
    WHERE f.found_id IS NOT NULL
    ORDER BY f.found_id, s.n;
  RETURN QUERY
    SELECT s.n::integer, x.id, x.tag_id, x.visual_key, x.active,
           (x.read_count - (count(*) OVER (PARTITION BY x.id)
                            - row_number() OVER (PARTITION BY x.id ORDER BY s.n)))::integer,
           x.product_name, x.product_description, x.product_manual_url, x.product_video_url,
           x.customer_name, x.tenant_id, x.single_reading, x.single_reading_messages,
           x.lot_number, x.lot_status, x.status_date, x.manufacture_date, x.expiry_date, x.photo_keys
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
--> statement-breakpoint
-- The one-scan functions it replaces.
DROP FUNCTION visitor_scan(text, double precision, double precision, text, text, text, text, text, text);
--> statement-breakpoint
DROP FUNCTION public_scan(text, double precision, double precision, text, text, text, text, text, text);
