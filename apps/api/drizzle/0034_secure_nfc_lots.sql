-- Secure NFC lots (issue 27 §3): lots of NTAG 424 DNA chips that sign every tap (Secure Dynamic Messaging). A secure
-- lot keeps its SDM mode, its two 16-byte keys sealed under the key file (AES-256-GCM, identity/secret-box.ts; each
-- sealed to its lot and its role, so a sealed key copied to another lot or role does not open), and a public
-- reference, random and the same for every tag of the lot, that its tags' URL carries (`/s/<reference>`). Keys the
-- server generated are shown once: when, is kept. A tag keeps the highest read counter it has proved genuine (the scan
-- of issue 27 §4 moves it only forward); NULL until a secure read.
ALTER TABLE "partner_lots" ADD COLUMN "sdm_mode" varchar(3);
--> statement-breakpoint
ALTER TABLE "partner_lots" ADD COLUMN "sdm_meta_read_key_sealed" text;
--> statement-breakpoint
ALTER TABLE "partner_lots" ADD COLUMN "sdm_master_key_sealed" text;
--> statement-breakpoint
ALTER TABLE "partner_lots" ADD COLUMN "sdm_reference" varchar(22);
--> statement-breakpoint
ALTER TABLE "partner_lots" ADD COLUMN "sdm_keys_generated" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "partner_lots" ADD COLUMN "sdm_keys_shown_at" timestamp with time zone;
--> statement-breakpoint
-- Either no secure part at all, or all of it on an NFC lot: a mode, both keys, a reference of 22 base64url characters.
ALTER TABLE "partner_lots" ADD CONSTRAINT "partner_lots_sdm_check" CHECK (
  ("sdm_mode" IS NULL AND "sdm_meta_read_key_sealed" IS NULL AND "sdm_master_key_sealed" IS NULL
    AND "sdm_reference" IS NULL AND NOT "sdm_keys_generated" AND "sdm_keys_shown_at" IS NULL)
  OR ("sdm_mode" IN ('AES', 'LRP') AND "type" = 1 AND "sdm_meta_read_key_sealed" IS NOT NULL
    AND "sdm_master_key_sealed" IS NOT NULL AND "sdm_reference" ~ '^[A-Za-z0-9_-]{22}$'
    AND ("sdm_keys_generated" OR "sdm_keys_shown_at" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "partner_lots_sdm_reference_idx" ON "partner_lots" USING btree ("sdm_reference")
  WHERE "sdm_reference" IS NOT NULL;
--> statement-breakpoint
-- The chip's read counter is three bytes.
ALTER TABLE "tags" ADD COLUMN "sdm_counter" integer CHECK ("sdm_counter" BETWEEN 0 AND 16777215);
--> statement-breakpoint
-- A partner assigns its lots to customers (0004's partner_lots_of_partner_assign); the secure part is the
-- administrator's alone, set when the lot is made and marked once its generated keys are shown.
CREATE FUNCTION partner_lots_sdm_of_admin_only() RETURNS trigger LANGUAGE plpgsql SET search_path = public, pg_temp
  AS $$
BEGIN
  IF (SELECT tenant_scope()) NOT IN ('all', '') AND (
       NEW.sdm_mode IS DISTINCT FROM OLD.sdm_mode
       OR NEW.sdm_meta_read_key_sealed IS DISTINCT FROM OLD.sdm_meta_read_key_sealed
       OR NEW.sdm_master_key_sealed IS DISTINCT FROM OLD.sdm_master_key_sealed
       OR NEW.sdm_reference IS DISTINCT FROM OLD.sdm_reference
       OR NEW.sdm_keys_generated IS DISTINCT FROM OLD.sdm_keys_generated
       OR NEW.sdm_keys_shown_at IS DISTINCT FROM OLD.sdm_keys_shown_at) THEN
    RAISE EXCEPTION 'only an administrator sets a lot''s secure tags' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER partner_lots_sdm_of_admin_only BEFORE UPDATE ON partner_lots
  FOR EACH ROW EXECUTE FUNCTION partner_lots_sdm_of_admin_only();
