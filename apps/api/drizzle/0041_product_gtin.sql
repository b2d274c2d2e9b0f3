-- A product's GTIN (issue 29 §1): stored as GTIN-14, every shorter GTIN left-padded with zeros, so one product has
-- one spelling of it and the unique index compares like with like. Unique within a customer only: two customers may
-- both sell a product neither made. Products without one are many (NULLs are distinct in a unique index). The tenant
-- role holds its grants on the whole table (0004), so the new column needs none of its own.
ALTER TABLE "products" ADD COLUMN "gtin" varchar(14);
--> statement-breakpoint
CREATE UNIQUE INDEX "products_customer_gtin_idx" ON "products" USING btree ("customer_id", "gtin");
