-- Product lines and categories (spec B §3): a customer's own catalogue tree. A category may sit under a parent
-- category of the same customer, is used in some of the customer's product lines (the wire's comma-separated `uso`
-- codes, kept here as rows so a renamed code follows and a line in use cannot go), and products point at one.
-- Every reference carries the customer beside the id, so the database itself refuses a link to another customer's
-- row (a foreign key check does not pass through row-level security).
CREATE TABLE "product_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL REFERENCES "customers"("id"),
	"code" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"thumbnail_url" text,
	"link_url" text,
	-- '#rrggbb' (the domain's normaliseHex), or NULL when none is chosen.
	"colour" varchar(7),
	"relevance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_lines_customer_id_key" UNIQUE ("customer_id", "id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "product_lines_customer_code_idx" ON "product_lines" USING btree ("customer_id", lower("code"));
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL REFERENCES "customers"("id"),
	"parent_category_id" integer,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"image_url" text,
	"manual_image_url" text,
	"manual_link_url" text,
	"video_image_url" text,
	"video_link_url" text,
	"share_url" text,
	"share_message" text,
	"relevance" integer DEFAULT 0 NOT NULL,
	-- spec B §3 "segmentos with descricao": only a description each, so kept in order as one array.
	"segments" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_customer_id_key" UNIQUE ("customer_id", "id"),
	CONSTRAINT "categories_not_own_parent" CHECK ("parent_category_id" <> "id"),
	-- A category with child categories is in use (spec B §8 error 547): RESTRICT keeps the children's parent.
	CONSTRAINT "categories_parent_fk" FOREIGN KEY ("customer_id", "parent_category_id")
		REFERENCES "categories"("customer_id", "id") ON DELETE RESTRICT
);
--> statement-breakpoint
CREATE INDEX "categories_customer_idx" ON "categories" USING btree ("customer_id");
--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_category_id") WHERE "parent_category_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "category_product_lines" (
	"category_id" integer NOT NULL,
	"product_line_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	-- The order the codes were given in, so `uso` reads back as it was written.
	"position" integer NOT NULL,
	PRIMARY KEY ("category_id", "product_line_id"),
	CONSTRAINT "category_product_lines_category_fk" FOREIGN KEY ("customer_id", "category_id")
		REFERENCES "categories"("customer_id", "id") ON DELETE CASCADE,
	-- A product line categories use is in use (spec B §8 error 547).
	CONSTRAINT "category_product_lines_product_line_fk" FOREIGN KEY ("customer_id", "product_line_id")
		REFERENCES "product_lines"("customer_id", "id") ON DELETE RESTRICT
);
--> statement-breakpoint
CREATE INDEX "category_product_lines_product_line_idx" ON "category_product_lines" USING btree ("product_line_id");
--> statement-breakpoint
-- A category products use is in use (spec B §8 error 547); a product's category is one of its own customer's.
ALTER TABLE "products" ADD CONSTRAINT "products_category_fk" FOREIGN KEY ("customer_id", "category_id")
  REFERENCES "categories"("customer_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id") WHERE "category_id" IS NOT NULL;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON product_lines, categories, category_product_lines TO tagtrail_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE product_lines_id_seq, categories_id_seq TO tagtrail_app;
--> statement-breakpoint

-- Row-level security as in 0004: a customer manages its own; nobody else reads them (no public page shows them yet).
ALTER TABLE product_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY product_lines_all ON product_lines TO tagtrail_app
  USING (tenant_scope() = 'all') WITH CHECK (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY product_lines_of_customer ON product_lines TO tagtrail_app
  USING (customer_id = tenant_customer_id()) WITH CHECK (customer_id = tenant_customer_id());
--> statement-breakpoint
ALTER TABLE categories ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY categories_all ON categories TO tagtrail_app
  USING (tenant_scope() = 'all') WITH CHECK (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY categories_of_customer ON categories TO tagtrail_app
  USING (customer_id = tenant_customer_id()) WITH CHECK (customer_id = tenant_customer_id());
--> statement-breakpoint
ALTER TABLE category_product_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY category_product_lines_all ON category_product_lines TO tagtrail_app
  USING (tenant_scope() = 'all') WITH CHECK (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY category_product_lines_of_customer ON category_product_lines TO tagtrail_app
  USING (customer_id = tenant_customer_id()) WITH CHECK (customer_id = tenant_customer_id());
