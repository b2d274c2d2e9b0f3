-- Devices under a pseudonym (issue 24 §1). A device's key is the id its browser keeps in the scan's cookie: whoever
-- holds it is that phone to the tag page, which shows the phone's unclaimed prize codes. Staff never see it any more:
-- each customer sees a device under a pseudonym of its own, a keyed hash of the customer and the key, so the staff of
-- two customers cannot tell that they saw the same phone, and nothing they see can be sent back as a cookie.
--
-- The key of that hash never leaves the database: kept in device_pseudonym_keys, which only the owner reads, as the
-- two padded halves of HMAC-SHA256 (RFC 2104) so that core PostgreSQL's sha256() computes the HMAC without an
-- extension (PGlite and any PostgreSQL alike). Made here from gen_random_uuid(), the server's strong random source.
CREATE TABLE "device_pseudonym_keys" (
	"id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	-- The 64-byte key XOR 0x36 and XOR 0x5c.
	"inner_pad" bytea NOT NULL,
	"outer_pad" bytea NOT NULL
);
--> statement-breakpoint
REVOKE ALL ON device_pseudonym_keys FROM PUBLIC;
--> statement-breakpoint
DO $$
DECLARE
  secret bytea := sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8'))
    || sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8'));
  inner_pad bytea := secret;
  outer_pad bytea := secret;
BEGIN
  FOR i IN 0..63 LOOP
    inner_pad := set_byte(inner_pad, i, get_byte(secret, i) # 54);
    outer_pad := set_byte(outer_pad, i, get_byte(secret, i) # 92);
  END LOOP;
  INSERT INTO device_pseudonym_keys (inner_pad, outer_pad) VALUES (inner_pad, outer_pad);
END $$;
--> statement-breakpoint
-- A device's name to one customer: HMAC-SHA256(key, customer id ':' device key), its first 80 bits as 20 hex digits.
-- As the owner (the key's reader); the tenant role may call it (a tag's readings name their devices with it).
CREATE FUNCTION device_pseudonym(p_customer_id integer, p_device_key text) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT left(encode(sha256(k.outer_pad || sha256(k.inner_pad
             || convert_to(p_customer_id::text || ':' || p_device_key, 'UTF8'))), 'hex'), 20)
    FROM device_pseudonym_keys k
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION device_pseudonym(integer, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION device_pseudonym(integer, text) TO tagtrail_app;
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "pseudonym" varchar(20);
--> statement-breakpoint
-- Existing devices take theirs now; every device made later, by the fold or by the customer, takes it on insert.
UPDATE "devices" SET "pseudonym" = device_pseudonym("customer_id", "device_key");
--> statement-breakpoint
ALTER TABLE "devices" ALTER COLUMN "pseudonym" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "devices_customer_pseudonym_idx" ON "devices" USING btree ("customer_id", "pseudonym");
--> statement-breakpoint
CREATE FUNCTION devices_set_pseudonym() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
  BEGIN
    NEW.pseudonym := device_pseudonym(NEW.customer_id, NEW.device_key);
    RETURN NEW;
  END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION devices_set_pseudonym() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER devices_pseudonym BEFORE INSERT OR UPDATE OF customer_id, device_key ON devices
  FOR EACH ROW EXECUTE FUNCTION devices_set_pseudonym();
