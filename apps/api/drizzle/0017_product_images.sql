-- Product images (issue 10 §3, spec B §3 "Product image", §4 "one image is the thumbnail"): up to 10 per product, each
-- a re-encoded PNG or JPEG kept by the file storage under `storage_key`; the product's thumb_image_id names its main
-- image. The customer is carried beside the product, so an image can only belong to a product of its own customer
-- (a foreign key check does not pass through row-level security).
DO $$
BEGIN
  -- The products helper's migration may have made the same key already.
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'products_customer_id_key') THEN
    ALTER TABLE "products" ADD CONSTRAINT "products_customer_id_key" UNIQUE ("customer_id", "id");
  END IF;
END $$;
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	-- The file name the user uploaded, shown in the gallery (spec B §3 "nome").
	"name" text NOT NULL,
	-- Where the file storage keeps the bytes; content-addressed, so its URL may be cached for ever.
	"storage_key" text NOT NULL,
	"media_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_images_product_id_key" UNIQUE ("product_id", "id"),
	CONSTRAINT "product_images_media_type_check" CHECK ("media_type" IN ('image/png', 'image/jpeg')),
	-- Deleting a product takes its images with it.
	CONSTRAINT "product_images_product_fk" FOREIGN KEY ("customer_id", "product_id")
		REFERENCES "products"("customer_id", "id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id");
--> statement-breakpoint
-- No image existed before this table: whatever the column held named nothing.
UPDATE "products" SET "thumb_image_id" = NULL WHERE "thumb_image_id" IS NOT NULL;
--> statement-breakpoint
-- The main image is one of the product's own; deleting it leaves none until the server names the next one.
ALTER TABLE "products" ADD CONSTRAINT "products_thumb_image_fk" FOREIGN KEY ("id", "thumb_image_id")
  REFERENCES "product_images"("product_id", "id") ON DELETE SET NULL ("thumb_image_id");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON product_images TO tagtrail_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE product_images_id_seq TO tagtrail_app;
--> statement-breakpoint
-- Row-level security as in 0004 for products: a customer manages its own; the public tag page reads them.
ALTER TABLE product_images ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY product_images_all ON product_images TO tagtrail_app
  USING (tenant_scope() = 'all') WITH CHECK (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY product_images_of_customer ON product_images TO tagtrail_app
  USING (customer_id = tenant_customer_id()) WITH CHECK (customer_id = tenant_customer_id());
--> statement-breakpoint
CREATE POLICY product_images_public_read ON product_images FOR SELECT TO tagtrail_app
  USING (tenant_scope() = 'public');
--> statement-breakpoint
-- The tag page shows the product's photos, the main one first (spec B §3 "urlFotosProduto"): public_tag answers
-- their storage keys in the same round trip, so both functions are made again with one more column.
DROP FUNCTION public_scan(text, double precision, double precision, text, text, text);
--> statement-breakpoint
DROP FUNCTION public_tag(bigint);
--> statement-breakpoint
CREATE FUNCTION public_tag(p_tag_row_id bigint) RETURNS TABLE (
  tag_row_id bigint, tag_id text, visual_key text, active boolean, read_count integer,
  product_name text, product_description text, product_manual_url text, product_video_url text,
  customer_name text, tenant_id text, single_reading boolean, single_reading_messages jsonb,
  lot_number text, lot_status smallint, status_date date, manufacture_date date, expiry_date date,
  photo_keys text[]
) LANGUAGE sql STABLE SECURITY INVOKER SET search_path = public
  AS $$
    SELECT t.id, t.tag_id::text, t.visual_key::text, t.active, t.read_count,
           p.name::text, p.description, p.manual_link_url, p.video_link_url,
           c.name::text, c.tenant_id::text, c.single_reading, c.single_reading_messages,
           cl.number::text, cl.status, cl.status_date, cl.manufacture_date, cl.expiry_date,
           ARRAY(SELECT i.storage_key FROM product_images i WHERE i.product_id = p.id
                 ORDER BY i.id IS DISTINCT FROM p.thumb_image_id, i.id)
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
  lot_number text, lot_status smallint, status_date date, manufacture_date date, expiry_date date,
  photo_keys text[]
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
