-- The GS1 resolver (issue 29 §3) finds a product by its GTIN alone, from any customer: the unique index of 0041 leads
-- with the customer and cannot serve that. Products without a GTIN are left out of it.
CREATE INDEX "products_gtin_idx" ON "products" USING btree ("gtin") WHERE "gtin" IS NOT NULL;
