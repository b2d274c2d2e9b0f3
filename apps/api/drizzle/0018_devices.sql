-- Devices (dispositivo, spec B §3): the phones and browsers that read a customer's tags, one row per device and
-- customer, keyed by the device's own id as its readings carry it (the scan's first-party cookie id, issue 12). The
-- customer names a device's owner and may block it; its name (model) and id are the device's and read-only.
--
-- Registered by the readings themselves: a statement trigger on readings upserts the devices of the rows just
-- inserted, for the customer of each reading's tag (its customer lot's, else its partner lot's, as public_tag
-- answers). So the scan (one reading: one upsert, in the same transaction, answered after commit) and every other
-- writer of readings (demo data, imports) keep the list current, and the scan function stays one INSERT — whichever
-- migration redefines public_scan next need not know about devices.
--
-- Blocked (active = false) means the customer no longer trusts the device: it shows as blocked in the list, the
-- dashboard counts it ("locked devices"), and promotions leave it out of their draws. Its scans are still recorded
-- and answered as any visitor's: the tag page is public, and a refused page would only tell the holder it was blocked.
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL REFERENCES "customers"("id"),
	-- readings.device_id: the cookie id of a browser, or what an app reported.
	"device_key" varchar(100) NOT NULL,
	-- The model as last read from the device (readings.device_model); '' while no reading named one.
	"name" varchar(100) DEFAULT '' NOT NULL,
	"os_version" varchar(50),
	"owner" varchar(100),
	"active" boolean DEFAULT true NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_customer_id_key" UNIQUE ("customer_id", "id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "devices_customer_key_idx" ON "devices" USING btree ("customer_id", "device_key");
--> statement-breakpoint
-- The dashboard's 'locked devices' card counts these.
CREATE INDEX "devices_customer_blocked_idx" ON "devices" USING btree ("customer_id") WHERE NOT "active";
--> statement-breakpoint
-- The customer edits the owner and the active switch only (spec B §5: device name and id are read-only).
GRANT SELECT, INSERT ON devices TO tagtrail_app;
--> statement-breakpoint
GRANT UPDATE ("owner", "active") ON devices TO tagtrail_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE devices_id_seq TO tagtrail_app;
--> statement-breakpoint
-- Row-level security as in 0004: a customer manages its own; nobody else reads them. The public scope has no policy:
-- the scan registers devices through the trigger below, which runs as the table's owner.
ALTER TABLE devices ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY devices_all ON devices TO tagtrail_app
  USING (tenant_scope() = 'all') WITH CHECK (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY devices_of_customer ON devices TO tagtrail_app
  USING (customer_id = tenant_customer_id()) WITH CHECK (customer_id = tenant_customer_id());
--> statement-breakpoint
-- SECURITY DEFINER, like count_tag_reading (0013): the public scope records readings but may not see devices.
-- Grouped per customer and device, so a statement of many readings (demo data) upserts each device once: the model
-- and system of its latest reading, its first and last reading's times. A reading without a device id, or of a tag
-- no customer has yet, registers nothing.
CREATE FUNCTION register_reading_devices() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
BEGIN
  INSERT INTO devices AS d (customer_id, device_key, name, os_version, first_seen_at, last_seen_at)
    SELECT coalesce(cl.customer_id, pl.customer_id),
           r.device_id,
           coalesce((array_agg(r.device_model ORDER BY r.read_at DESC) FILTER (WHERE r.device_model IS NOT NULL))[1], ''),
           (array_agg(r.os_version ORDER BY r.read_at DESC) FILTER (WHERE r.os_version IS NOT NULL))[1],
           min(r.read_at),
           max(r.read_at)
    FROM new_readings r
    JOIN tags t ON t.id = r.tag_id
    JOIN partner_lots pl ON pl.id = t.partner_lot_id
    LEFT JOIN customer_lots cl ON cl.id = t.customer_lot_id
    WHERE r.device_id IS NOT NULL AND coalesce(cl.customer_id, pl.customer_id) IS NOT NULL
    GROUP BY 1, 2
  ON CONFLICT (customer_id, device_key) DO UPDATE SET
    name = CASE WHEN excluded.last_seen_at >= d.last_seen_at AND excluded.name <> '' THEN excluded.name ELSE d.name END,
    os_version = CASE WHEN excluded.last_seen_at >= d.last_seen_at AND excluded.os_version IS NOT NULL
                      THEN excluded.os_version ELSE d.os_version END,
    first_seen_at = least(d.first_seen_at, excluded.first_seen_at),
    last_seen_at = greatest(d.last_seen_at, excluded.last_seen_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION register_reading_devices() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER readings_register_devices AFTER INSERT ON readings
  REFERENCING NEW TABLE AS new_readings FOR EACH STATEMENT EXECUTE FUNCTION register_reading_devices();
--> statement-breakpoint
-- The devices of the readings stored before this migration.
INSERT INTO devices (customer_id, device_key, name, os_version, first_seen_at, last_seen_at)
  SELECT coalesce(cl.customer_id, pl.customer_id),
         r.device_id,
         coalesce((array_agg(r.device_model ORDER BY r.read_at DESC) FILTER (WHERE r.device_model IS NOT NULL))[1], ''),
         (array_agg(r.os_version ORDER BY r.read_at DESC) FILTER (WHERE r.os_version IS NOT NULL))[1],
         min(r.read_at),
         max(r.read_at)
  FROM readings r
  JOIN tags t ON t.id = r.tag_id
  JOIN partner_lots pl ON pl.id = t.partner_lot_id
  LEFT JOIN customer_lots cl ON cl.id = t.customer_lot_id
  WHERE r.device_id IS NOT NULL AND coalesce(cl.customer_id, pl.customer_id) IS NOT NULL
  GROUP BY 1, 2;
