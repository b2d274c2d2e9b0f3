-- A customer's API keys (issue 29 §5): the bearer tokens a customer's own system presents to the EPCIS query
-- interface (GET /api/epcis/events) to read the customer's readings as EPCIS events. A key is 256 random bits shown
-- once, when it is made; only its SHA-256 is kept, so a dump of this table opens no door. A revoked key stays listed
-- (its name says what stopped working) and is never taken again.
CREATE TABLE "api_keys" (
  "id" serial PRIMARY KEY NOT NULL,
  "customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE CASCADE,
  "name" varchar(100) NOT NULL,
  -- SHA-256 of the whole key (prefix included): looked up by it, and only by the owner's function below.
  "key_hash" bytea NOT NULL UNIQUE CHECK (length("key_hash") = 32),
  -- The key's first characters after its prefix, shown in the list so a person can tell keys apart.
  "hint" varchar(8) NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_used_at" timestamp with time zone,
  "revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "api_keys_customer_idx" ON "api_keys" USING btree ("customer_id", "created_at");
--> statement-breakpoint
-- The tenant role writes a key and revokes it, and reads everything of it but its hash.
GRANT SELECT ("id", "customer_id", "name", "hint", "created_at", "last_used_at", "revoked_at") ON api_keys TO tagtrail_app;
--> statement-breakpoint
GRANT INSERT ("customer_id", "name", "key_hash", "hint") ON api_keys TO tagtrail_app;
--> statement-breakpoint
GRANT UPDATE ("revoked_at") ON api_keys TO tagtrail_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE api_keys_id_seq TO tagtrail_app;
--> statement-breakpoint
ALTER TABLE api_keys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE api_keys FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY api_keys_of_customer ON api_keys TO tagtrail_app
  USING (customer_id = (SELECT tenant_customer_id())) WITH CHECK (customer_id = (SELECT tenant_customer_id()));
--> statement-breakpoint
-- The customer of a key that works, from its hash: what the query interface runs, in the public scope, before it knows
-- whose call it is. It notes when the key was used, to the minute (a client paging through a month calls it often),
-- and answers nothing for an unknown or revoked key.
CREATE FUNCTION api_key_customer(p_key_hash bytea) RETURNS integer
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
DECLARE
  found_key record;
BEGIN
  SELECT k.id, k.customer_id, k.last_used_at INTO found_key
  FROM api_keys k WHERE k.key_hash = p_key_hash AND k.revoked_at IS NULL;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF found_key.last_used_at IS NULL OR found_key.last_used_at < now() - interval '1 minute' THEN
    UPDATE api_keys SET last_used_at = now() WHERE id = found_key.id;
  END IF;
  RETURN found_key.customer_id;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION api_key_customer(bytea) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION api_key_customer(bytea) TO tagtrail_app;
