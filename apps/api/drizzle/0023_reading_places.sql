-- The places a customer's readings were made in (issue 11 §6): the reading map's country, region and city filters
-- offer exactly these. They were a DISTINCT over every reading of the customer at each opening of the map — a scan of
-- a million rows once readings grow; now a statement trigger on readings adds each new place as readings arrive (one
-- index probe per scan, nothing when the place is known), as 0018 registers devices. A missing part of a place is ''.
CREATE TABLE "reading_places" (
	"customer_id" integer NOT NULL REFERENCES "customers"("id"),
	"country" varchar(100) DEFAULT '' NOT NULL,
	"region" varchar(100) DEFAULT '' NOT NULL,
	"city" varchar(100) DEFAULT '' NOT NULL,
	PRIMARY KEY ("customer_id", "country", "region", "city")
);
--> statement-breakpoint
GRANT SELECT ON reading_places TO tagtrail_app;
--> statement-breakpoint
ALTER TABLE reading_places ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY reading_places_all ON reading_places FOR SELECT TO tagtrail_app USING (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY reading_places_of_customer ON reading_places FOR SELECT TO tagtrail_app
  USING (customer_id = tenant_customer_id());
--> statement-breakpoint
-- SECURITY DEFINER, like register_reading_devices (0018): the public scope records readings but may not see places.
-- The customer of a reading is its tag's customer lot's, else its partner lot's, as public_tag answers.
CREATE FUNCTION register_reading_places() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
BEGIN
  INSERT INTO reading_places (customer_id, country, region, city)
    SELECT DISTINCT coalesce(cl.customer_id, pl.customer_id),
           coalesce(r.country, ''), coalesce(r.region, ''), coalesce(r.city, '')
    FROM new_readings r
    JOIN tags t ON t.id = r.tag_id
    JOIN partner_lots pl ON pl.id = t.partner_lot_id
    LEFT JOIN customer_lots cl ON cl.id = t.customer_lot_id
    WHERE coalesce(cl.customer_id, pl.customer_id) IS NOT NULL
      AND (r.country IS NOT NULL OR r.region IS NOT NULL OR r.city IS NOT NULL)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION register_reading_places() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER readings_register_places AFTER INSERT ON readings
  REFERENCING NEW TABLE AS new_readings FOR EACH STATEMENT EXECUTE FUNCTION register_reading_places();
--> statement-breakpoint
-- The places of the readings stored before this migration.
INSERT INTO reading_places (customer_id, country, region, city)
  SELECT DISTINCT coalesce(cl.customer_id, pl.customer_id),
         coalesce(r.country, ''), coalesce(r.region, ''), coalesce(r.city, '')
  FROM readings r
  JOIN tags t ON t.id = r.tag_id
  JOIN partner_lots pl ON pl.id = t.partner_lot_id
  LEFT JOIN customer_lots cl ON cl.id = t.customer_lot_id
  WHERE coalesce(cl.customer_id, pl.customer_id) IS NOT NULL
    AND (r.country IS NOT NULL OR r.region IS NOT NULL OR r.city IS NOT NULL)
ON CONFLICT DO NOTHING;
