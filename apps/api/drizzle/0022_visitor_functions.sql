-- The public tag page's read and the scan in one statement each (issue 12, scan budget). Until now each ran in a
-- transaction the API opened as tagtrail_app with the public scope set (BEGIN, set_config, the call, a check,
-- COMMIT): five round trips, which on PGlite cost three times the scan's own work. visitor_tag and visitor_scan
-- are that transaction's setting made part of the function: SECURITY DEFINER owned by tagtrail_app, so they run as
-- the tenant role under row-level security, in the public scope they set themselves whoever calls them, and give
-- the caller's scope back afterwards (a function's SET clause would be neater, but PostgreSQL lets only a superuser
-- put a custom setting there). A caller gains nothing by calling them: the public scope is what anyone has.
-- The caller's scope, answered, and the public scope set for the rest of the call (set_config(…, true) is SET LOCAL).
CREATE FUNCTION visitor_scope_begin() RETURNS text[] LANGUAGE plpgsql VOLATILE SET search_path = public
  AS $$
DECLARE
  caller_scope text[] := ARRAY[current_setting('tagtrail.scope', true), current_setting('tagtrail.partner_id', true),
                               current_setting('tagtrail.customer_id', true), current_setting('tagtrail.user_id', true)];
BEGIN
  PERFORM set_config('tagtrail.scope', 'public', true), set_config('tagtrail.partner_id', '', true),
          set_config('tagtrail.customer_id', '', true), set_config('tagtrail.user_id', '', true);
  RETURN caller_scope;
END $$;
--> statement-breakpoint
CREATE FUNCTION visitor_scope_end(caller_scope text[]) RETURNS void LANGUAGE sql VOLATILE SET search_path = public
  AS $$
    SELECT FROM (SELECT set_config('tagtrail.scope', coalesce(caller_scope[1], ''), true),
                        set_config('tagtrail.partner_id', coalesce(caller_scope[2], ''), true),
                        set_config('tagtrail.customer_id', coalesce(caller_scope[3], ''), true),
                        set_config('tagtrail.user_id', coalesce(caller_scope[4], ''), true)) AS caller
  $$;
--> statement-breakpoint
CREATE FUNCTION visitor_tag(p_tag_id text) RETURNS TABLE (
  tag_row_id bigint, tag_id text, visual_key text, active boolean, read_count integer,
  product_name text, product_description text, product_manual_url text, product_video_url text,
  customer_name text, tenant_id text, single_reading boolean, single_reading_messages jsonb,
  lot_number text, lot_status smallint, status_date date, manufacture_date date, expiry_date date,
  photo_keys text[]
) LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public
  AS $$
DECLARE
  caller_scope text[] := visitor_scope_begin();
BEGIN
  RETURN QUERY SELECT * FROM public_tag((SELECT t.id FROM tags t WHERE lower(t.tag_id) = lower(p_tag_id) LIMIT 1));
  PERFORM visitor_scope_end(caller_scope);
END $$;
--> statement-breakpoint
CREATE FUNCTION visitor_scan(
  p_tag_id text, p_latitude double precision, p_longitude double precision,
  p_device_id text, p_device_model text, p_os_version text,
  p_country text, p_region text, p_city text
) RETURNS TABLE (
  tag_row_id bigint, tag_id text, visual_key text, active boolean, read_count integer,
  product_name text, product_description text, product_manual_url text, product_video_url text,
  customer_name text, tenant_id text, single_reading boolean, single_reading_messages jsonb,
  lot_number text, lot_status smallint, status_date date, manufacture_date date, expiry_date date,
  photo_keys text[]
) LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public
  AS $$
DECLARE
  caller_scope text[] := visitor_scope_begin();
BEGIN
  RETURN QUERY SELECT * FROM public_scan(p_tag_id, p_latitude, p_longitude, p_device_id, p_device_model,
                                         p_os_version, p_country, p_region, p_city);
  PERFORM visitor_scope_end(caller_scope);
END $$;
--> statement-breakpoint
-- Owned by the tenant role, so they run as it. A role that is not a superuser may own a function only where it may
-- create one: the right is lent for the change of owner alone.
GRANT CREATE ON SCHEMA public TO tagtrail_app;
--> statement-breakpoint
ALTER FUNCTION visitor_scope_begin() OWNER TO tagtrail_app;
--> statement-breakpoint
ALTER FUNCTION visitor_scope_end(text[]) OWNER TO tagtrail_app;
--> statement-breakpoint
ALTER FUNCTION visitor_tag(text) OWNER TO tagtrail_app;
--> statement-breakpoint
ALTER FUNCTION visitor_scan(text, double precision, double precision, text, text, text, text, text, text)
  OWNER TO tagtrail_app;
--> statement-breakpoint
REVOKE CREATE ON SCHEMA public FROM tagtrail_app;
--> statement-breakpoint
REVOKE ALL ON FUNCTION visitor_scope_begin() FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION visitor_scope_end(text[]) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION visitor_tag(text) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION visitor_scan(text, double precision, double precision, text, text, text, text, text, text)
  FROM PUBLIC;
