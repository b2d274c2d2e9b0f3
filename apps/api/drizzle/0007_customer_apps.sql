-- A customer's mobile-app configurations (spec A §3 "App configuration"; spec B §3 "App config" adds the contact
-- and link fields the customer edits as "my app"). The app template (theme.json and images) is a file, kept by the
-- file storage under the customer's tenant id, not here.
CREATE TABLE "apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE CASCADE,
	"name" varchar(150) NOT NULL,
	"nfc_enabled" boolean DEFAULT false NOT NULL,
	"qr_code_enabled" boolean DEFAULT false NOT NULL,
	"location_required" boolean DEFAULT false NOT NULL,
	"whatsapp_number" varchar(30),
	"whatsapp_message" text,
	"manual_image_url" text,
	"manual_link_url" text,
	"video_image_url" text,
	"video_link_url" text,
	"share_url" text,
	"share_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "apps_customer_idx" ON "apps" USING btree ("customer_id");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON apps TO tagtrail_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE apps_id_seq TO tagtrail_app;
--> statement-breakpoint
-- Row-level security as in 0004: administrators all; a partner the apps of its customers; a customer its own.
ALTER TABLE apps ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY apps_all ON apps TO tagtrail_app
  USING (tenant_scope() = 'all') WITH CHECK (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY apps_of_partner ON apps TO tagtrail_app
  USING (customer_id IN (SELECT c.id FROM customers c WHERE c.partner_id = tenant_partner_id()))
  WITH CHECK (customer_id IN (SELECT c.id FROM customers c WHERE c.partner_id = tenant_partner_id()));
--> statement-breakpoint
CREATE POLICY apps_of_customer ON apps TO tagtrail_app
  USING (customer_id = tenant_customer_id()) WITH CHECK (customer_id = tenant_customer_id());
