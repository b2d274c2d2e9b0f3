-- The scan stores where it was made (issue 12 §3): the country (ISO 3166-1 alpha-2), region and nearest town the
-- API's offline geocoder found for its position, in the same single statement as before. The function is as 0017
-- left it, with the place's three values beside the reading's.
DROP FUNCTION public_scan(text, double precision, double precision, text, text, text);
--> statement-breakpoint
CREATE FUNCTION public_scan(
  p_tag_id text, p_latitude double precision, p_longitude double precision,
  p_device_id text, p_device_model text, p_os_version text,
  p_country text, p_region text, p_city text
) RETURNS TABLE (
  tag_row_id bigint, tag_id text, visual_key text, active boolean, read_count integer,
  product_name text, product_description text, product_manual_url text, product_video_url text,
  customer_name text, tenant_id text, single_reading boolean, single_reading_messages jsonb,
  lot_number text, lot_status smallint, status_date date, manufacture_date date, expiry_date date,
  photo_keys text[]
) LANGUAGE plpgsql VOLATILE SECURITY INVOKER SET search_path = public
  AS $$
DECLARE
  found_id bigint;
BEGIN
  SELECT t.id INTO found_id FROM tags t WHERE lower(t.tag_id) = lower(p_tag_id) LIMIT 1;
  IF found_id IS NULL THEN RETURN; END IF;
  INSERT INTO readings (tag_id, latitude, longitude, device_id, device_model, os_version, country, region, city)
    VALUES (found_id, p_latitude, p_longitude, p_device_id, p_device_model, p_os_version, p_country, p_region, p_city);
  RETURN QUERY SELECT * FROM public_tag(found_id);
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public_scan(text, double precision, double precision, text, text, text, text, text, text)
  FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public_scan(text, double precision, double precision, text, text, text, text, text, text)
  TO tagtrail_app;
