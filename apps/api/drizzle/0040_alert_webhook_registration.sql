-- Registering alert webhooks (issue 28 §4). A customer registers an address once (a second registration would send
-- each alert twice to one receiver); the delivery log is read by customer, newest first; and why an attempt failed is
-- kept as the domain's code (ALERT_DELIVERY_FAILURES), translated on screen, in place of the English text of 0038.
CREATE UNIQUE INDEX "alert_webhooks_customer_url_idx" ON "alert_webhooks" USING btree ("customer_id", "url");
--> statement-breakpoint
CREATE INDEX "alert_deliveries_customer_created_idx" ON "alert_deliveries" USING btree ("customer_id", "created_at", "id");
--> statement-breakpoint
ALTER TABLE "alert_deliveries" RENAME COLUMN "last_error" TO "last_failure";
--> statement-breakpoint
UPDATE "alert_deliveries" SET "last_failure" = CASE
  WHEN "last_failure" LIKE 'status %' THEN 'status'
  WHEN "last_failure" = 'redirect not followed' THEN 'redirect'
  WHEN "last_failure" = 'no answer in time' THEN 'timeout'
  WHEN "last_failure" = 'answer cut off' THEN 'cut-off'
  WHEN "last_failure" = 'connection failed' THEN 'connection-failed'
  WHEN "last_failure" = 'address not allowed' THEN 'address-not-allowed'
  WHEN "last_failure" = 'host not found' THEN 'host-not-found'
  WHEN "last_failure" = 'not https' THEN 'not-https'
  WHEN "last_failure" = 'invalid address' THEN 'invalid-address'
  ELSE 'not-sent' END
  WHERE "last_failure" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ALTER COLUMN "last_failure" TYPE varchar(40);
