-- The public tag and the scan in one round trip each (issue 12): public_tag answers what the tag page shows of one tag;
-- public_scan finds the tag a link names, stores its reading and answers the same, with the count this reading
-- included. SECURITY INVOKER: they run as the caller, so the public scope's row-level security still decides what is
-- read and written. The count is kept by the readings trigger (0013); each statement of a plpgsql function sees the
-- ones before it, so public_scan's answer counts its own reading, and the tag row's lock orders concurrent scans.
CREATE FUNCTION public_tag(p_tag_row_id bigint) RETURNS TABLE (
  tag_row_id bigint, tag_id text, visual_key text, active boolean, read_count integer,
  product_name text, product_description text, product_manual_url text, product_video_url text,
  customer_name text, tenant_id text, single_reading boolean, single_reading_messages jsonb,
  lot_number text, lot_status smallint, status_date date, manufacture_date date, expiry_date date
) LANGUAGE sql STABLE SECURITY INVOKER SET search_path = public
  AS $$
    SELECT t.id, t.tag_id::text, t.visual_key::text, t.active, t.read_count,
           p.name::text, p.description, p.manual_link_url, p.video_link_url,
           c.name::text, c.tenant_id::text, c.single_reading, c.single_reading_messages,
           cl.number::text, cl.status, cl.status_date, cl.manufacture_date, cl.expiry_date
    FROM tags t
    JOIN partner_lots pl ON pl.id = t.partner_lot_id
    LEFT JOIN customer_lots cl ON cl.id = t.customer_lot_id
    -- The customer lot's product and customer are the ones the tag went out with; before that, the partner lot's.
    LEFT JOIN products p ON p.id = coalesce(cl.product_id, pl.product_id)
    LEFT JOIN customers c ON c.id = coalesce(cl.customer_id, pl.customer_id)
    WHERE t.id = p_tag_row_id
  $$;
--> statement-breakpoint
CREATE FUNCTION public_scan(
  p_tag_id text, p_latitude double precision, p_longitude double precision,
  p_device_id text, p_device_model text, p_os_version text
) RETURNS TABLE (
  tag_row_id bigint, tag_id text, visual_key text, active boolean, read_count integer,
  product_name text, product_description text, product_manual_url text, product_video_url text,
  customer_name text, tenant_id text, single_reading boolean, single_reading_messages jsonb,
  lot_number text, lot_status smallint, status_date date, manufacture_date date, expiry_date date
) LANGUAGE plpgsql VOLATILE SECURITY INVOKER SET search_path = public
  AS $$
DECLARE
  found_id bigint;
BEGIN
  SELECT t.id INTO found_id FROM tags t WHERE lower(t.tag_id) = lower(p_tag_id) LIMIT 1;
  IF found_id IS NULL THEN RETURN; END IF;
  INSERT INTO readings (tag_id, latitude, longitude, device_id, device_model, os_version)
    VALUES (found_id, p_latitude, p_longitude, p_device_id, p_device_model, p_os_version);
  RETURN QUERY SELECT * FROM public_tag(found_id);
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public_tag(bigint) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public_scan(text, double precision, double precision, text, text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public_tag(bigint) TO tagtrail_app;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public_scan(text, double precision, double precision, text, text, text) TO tagtrail_app;
