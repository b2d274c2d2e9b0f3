-- Customer lots (lotecliente, spec B §3): a manufacturer's own lots — product, number, dates, situation — fed with
-- tags from the partner lots given to it, one sub-lot (spec B §3 "Sub-lot") per share of a partner lot. A tag a
-- sub-lot takes points at its customer lot (tags.customer_lot_id, kept since 0002); the partner's lot list counts
-- those as used and lists the customer lots behind them (spec A §2 "/lotes/{clienteId}/lotesClientes").
CREATE TABLE "customer_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL REFERENCES "customers"("id"),
	"product_id" integer REFERENCES "products"("id"),
	"number" varchar(50) NOT NULL,
	"manufacture_date" date,
	"release_date" date,
	-- NULL: the expiry is undefined (spec B §3 validadeIndefenido).
	"expiry_date" date,
	-- 0 available, 1 recall, 5 overdue, 9 lost (spec B §4).
	"status" smallint DEFAULT 0 NOT NULL,
	"status_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "customer_lots_customer_number_idx" ON "customer_lots" USING btree ("customer_id", lower("number"));
--> statement-breakpoint
CREATE TABLE "customer_sub_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_lot_id" integer NOT NULL REFERENCES "customer_lots"("id") ON DELETE CASCADE,
	"partner_lot_id" integer NOT NULL REFERENCES "partner_lots"("id"),
	-- Both 0: the whole partner lot (spec B §3).
	"start_sequence" integer DEFAULT 0 NOT NULL,
	"end_sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_sub_lots_customer_lot_idx" ON "customer_sub_lots" USING btree ("customer_lot_id");
--> statement-breakpoint
CREATE INDEX "customer_sub_lots_partner_lot_idx" ON "customer_sub_lots" USING btree ("partner_lot_id");
--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_customer_lot_fk" FOREIGN KEY ("customer_lot_id")
  REFERENCES "customer_lots"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "tags_customer_lot_idx" ON "tags" USING btree ("customer_lot_id") WHERE "customer_lot_id" IS NOT NULL;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON customer_lots, customer_sub_lots TO tagtrail_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE customer_lots_id_seq, customer_sub_lots_id_seq TO tagtrail_app;
--> statement-breakpoint

-- Row-level security as in 0004. customer_lots: a customer manages its own; the partner of that customer reads them
-- (its lot list leads to them); the public tag page reads a tag's lot.
ALTER TABLE customer_lots ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY customer_lots_all ON customer_lots TO tagtrail_app
  USING (tenant_scope() = 'all') WITH CHECK (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY customer_lots_of_customer ON customer_lots TO tagtrail_app
  USING (customer_id = tenant_customer_id()) WITH CHECK (customer_id = tenant_customer_id());
--> statement-breakpoint
CREATE POLICY customer_lots_of_partner_read ON customer_lots FOR SELECT TO tagtrail_app
  USING (customer_id IN (SELECT c.id FROM customers c WHERE c.partner_id = tenant_partner_id()));
--> statement-breakpoint
CREATE POLICY customer_lots_public_read ON customer_lots FOR SELECT TO tagtrail_app USING (tenant_scope() = 'public');
--> statement-breakpoint

-- customer_sub_lots: a customer links its own lots to partner lots given to it; the partner reads the sub-lots cut
-- from its lots.
ALTER TABLE customer_sub_lots ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY customer_sub_lots_all ON customer_sub_lots TO tagtrail_app
  USING (tenant_scope() = 'all') WITH CHECK (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY customer_sub_lots_of_customer ON customer_sub_lots TO tagtrail_app
  USING (customer_lot_id IN (SELECT cl.id FROM customer_lots cl WHERE cl.customer_id = tenant_customer_id()))
  WITH CHECK (
    customer_lot_id IN (SELECT cl.id FROM customer_lots cl WHERE cl.customer_id = tenant_customer_id())
    AND partner_lot_id IN (SELECT pl.id FROM partner_lots pl WHERE pl.customer_id = tenant_customer_id())
  );
--> statement-breakpoint
CREATE POLICY customer_sub_lots_of_partner_read ON customer_sub_lots FOR SELECT TO tagtrail_app
  USING (partner_lot_id IN (SELECT pl.id FROM partner_lots pl WHERE pl.partner_id = tenant_partner_id()));
