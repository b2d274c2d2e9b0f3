-- Alert webhooks (issue 28 §4): the addresses a customer has each new alert sent to, and a durable outbox of the
-- deliveries. A delivery is written in the judge's transaction that raised its alert, so no alert is lost between
-- being raised and being sent; the server's sender claims due deliveries for a lease, posts them, and records what
-- happened. A server killed mid-delivery leaves its claim to expire and the delivery is sent again with the same
-- event id, which a receiver honouring the idempotency key (the Tagtrail-Delivery header) takes once.
CREATE TABLE "alert_webhooks" (
  "id" serial PRIMARY KEY NOT NULL,
  "customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE CASCADE,
  "url" varchar(2000) NOT NULL,
  -- The signing secret, sealed by the server's key file as the other secrets are (identity/secret-box.ts).
  "secret_sealed" jsonb NOT NULL,
  "active" boolean DEFAULT true NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "alert_webhooks_customer_idx" ON "alert_webhooks" USING btree ("customer_id");
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON alert_webhooks TO tagtrail_app;
--> statement-breakpoint
GRANT UPDATE ("active") ON alert_webhooks TO tagtrail_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE alert_webhooks_id_seq TO tagtrail_app;
--> statement-breakpoint
ALTER TABLE alert_webhooks ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE alert_webhooks FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY alert_webhooks_of_customer ON alert_webhooks TO tagtrail_app
  USING (customer_id = (SELECT tenant_customer_id())) WITH CHECK (customer_id = (SELECT tenant_customer_id()));
--> statement-breakpoint
-- One delivery of one raised alert to one webhook: 0 pending (due at next_attempt_at), 1 delivered, 2 failed for
-- good (24 hours of retries, domain alert-webhook.rules.ts). event_id is the idempotency key the receiver sees.
CREATE TABLE "alert_deliveries" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE CASCADE,
  "webhook_id" integer NOT NULL REFERENCES "alert_webhooks"("id") ON DELETE CASCADE,
  "alert_id" bigint NOT NULL REFERENCES "suspicion_alerts"("id") ON DELETE CASCADE,
  "event_id" uuid DEFAULT gen_random_uuid() NOT NULL UNIQUE,
  "payload" jsonb NOT NULL,
  "state" smallint DEFAULT 0 NOT NULL CHECK ("state" BETWEEN 0 AND 2),
  "attempts" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "first_attempt_at" timestamp with time zone,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_status" integer,
  "last_error" varchar(200),
  "delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "alert_deliveries_due_idx" ON "alert_deliveries" USING btree ("next_attempt_at") WHERE "state" = 0;
--> statement-breakpoint
CREATE INDEX "alert_deliveries_webhook_idx" ON "alert_deliveries" USING btree ("webhook_id", "created_at");
--> statement-breakpoint
GRANT SELECT ON alert_deliveries TO tagtrail_app;
--> statement-breakpoint
ALTER TABLE alert_deliveries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE alert_deliveries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY alert_deliveries_of_customer ON alert_deliveries FOR SELECT TO tagtrail_app
  USING (customer_id = (SELECT tenant_customer_id()));
