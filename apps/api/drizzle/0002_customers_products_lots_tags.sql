CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(150) NOT NULL,
	"tax_id" varchar(30) DEFAULT '000000000000' NOT NULL,
	"linked_product" boolean DEFAULT false NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL,
	"single_reading" boolean DEFAULT false NOT NULL,
	"single_reading_messages" jsonb,
	"tenant_id" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_tenant_id_unique" UNIQUE("tenant_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(300) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"measure" varchar(50),
	"units_per_package" integer,
	"active" boolean DEFAULT true NOT NULL,
	"partner_lot_linked" boolean DEFAULT false NOT NULL,
	"manual_image_url" text,
	"manual_link_url" text,
	"video_image_url" text,
	"video_link_url" text,
	"share_url" text,
	"share_message" text,
	"relevance" integer DEFAULT 0 NOT NULL,
	"thumb_image_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"customer_id" integer,
	"product_id" integer,
	"number" varchar(50) NOT NULL,
	"type" smallint NOT NULL,
	"appless" boolean DEFAULT false NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "readings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tag_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"latitude" double precision DEFAULT 0 NOT NULL,
	"longitude" double precision DEFAULT 0 NOT NULL,
	"device_model" varchar(100),
	"os_version" varchar(50),
	"device_id" varchar(100),
	"device_alias" varchar(100),
	"country" varchar(100),
	"region" varchar(100),
	"city" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_lot_id" integer NOT NULL,
	"tag_id" varchar(64) NOT NULL,
	"visual_key" varchar(128),
	"sequence" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"customer_lot_id" integer
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_lots" ADD CONSTRAINT "partner_lots_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_lots" ADD CONSTRAINT "partner_lots_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_lots" ADD CONSTRAINT "partner_lots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_partner_lot_id_partner_lots_id_fk" FOREIGN KEY ("partner_lot_id") REFERENCES "public"."partner_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_partner_code_idx" ON "customers" USING btree ("partner_id",lower("code"));--> statement-breakpoint
CREATE INDEX "customers_partner_idx" ON "customers" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "products_customer_idx" ON "products" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_lots_partner_number_idx" ON "partner_lots" USING btree ("partner_id",lower("number"));--> statement-breakpoint
CREATE INDEX "partner_lots_customer_idx" ON "partner_lots" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "readings_tag_idx" ON "readings" USING btree ("tag_id","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_tag_id_lower_idx" ON "tags" USING btree (lower("tag_id"));--> statement-breakpoint
CREATE INDEX "tags_partner_lot_sequence_idx" ON "tags" USING btree ("partner_lot_id","sequence");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;