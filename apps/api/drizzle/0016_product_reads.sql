-- The product list (issue 10 §2, spec B §2 "reads") counts each product's readings from its tags' read_count
-- (kept by 0013's trigger): a product's tags are those of its customer lots and those of its partner lots that no
-- customer lot with a product of its own has taken (the tag page's coalesce(cl.product_id, pl.product_id), 0014).
-- Both lookups by product_id, and a product's delete checking for lots, read these indexes instead of whole tables.
CREATE INDEX IF NOT EXISTS "partner_lots_product_idx" ON "partner_lots" USING btree ("product_id") WHERE "product_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_lots_product_idx" ON "customer_lots" USING btree ("product_id") WHERE "product_id" IS NOT NULL;
