-- A customer's sub-lots carry their customer (issue 30 §2), as a table sharded by customer needs: the column, a
-- primary key and a foreign key to their customer lot that hold it. Until now a sub-lot knew its customer only
-- through its lot, and its row policy looked the lot up for every row.
--
-- - customer_id is the lot's, copied in; the composite foreign key keeps it so (a sub-lot cannot name a lot of another
--   customer), which is why the policy can now read the column itself.
-- - A customer lot's product is named with the customer too: products' (customer_id, id) key was already there.
-- - customer_lots keeps its primary key on id alone: tags, a partner's table, point at it (what remains, README
--   "Growing past one PostgreSQL server").
ALTER TABLE customer_lots ADD CONSTRAINT customer_lots_id_customer_key UNIQUE (id, customer_id);
--> statement-breakpoint
ALTER TABLE customer_lots DROP CONSTRAINT customer_lots_product_id_fkey,
  ADD CONSTRAINT customer_lots_product_id_fkey FOREIGN KEY (product_id, customer_id) REFERENCES products (id, customer_id);
--> statement-breakpoint
ALTER TABLE customer_sub_lots ADD COLUMN customer_id integer;
--> statement-breakpoint
UPDATE customer_sub_lots s SET customer_id = cl.customer_id FROM customer_lots cl WHERE cl.id = s.customer_lot_id;
--> statement-breakpoint
ALTER TABLE customer_sub_lots ALTER COLUMN customer_id SET NOT NULL,
  DROP CONSTRAINT customer_sub_lots_customer_lot_id_fkey,
  ADD CONSTRAINT customer_sub_lots_customer_lot_id_fkey FOREIGN KEY (customer_lot_id, customer_id)
    REFERENCES customer_lots (id, customer_id) ON DELETE CASCADE,
  DROP CONSTRAINT customer_sub_lots_pkey,
  ADD CONSTRAINT customer_sub_lots_pkey PRIMARY KEY (id, customer_id);
--> statement-breakpoint
ALTER POLICY customer_sub_lots_of_customer ON customer_sub_lots
  USING (customer_id = (SELECT tenant_customer_id()))
  WITH CHECK (
    customer_id = (SELECT tenant_customer_id())
    AND partner_lot_id IN (SELECT pl.id FROM partner_lots pl WHERE pl.customer_id = (SELECT tenant_customer_id()))
  );
