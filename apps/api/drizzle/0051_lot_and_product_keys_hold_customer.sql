-- A product's and a customer lot's primary keys hold their customer (issue 30 §2), as a database sharded by customer
-- needs. Both stayed on id alone because a partner's table pointed at them by id: a partner lot at its product, a tag
-- at its customer lot. Each pointer now names the customer too.
--
-- - A partner lot names its product with its own customer_id. The admin's form refuses a product of another customer
--   or of none, and a partner cannot give a lot with a product away; a row that slipped past both (written by hand)
--   loses its product here rather than fail the migration: it was never its customer's to show.
-- - A tag in a customer lot carries that lot's customer (customer_lot_customer_id), set and cleared with the lot. It
--   is not the tag's customer in general: a tag of a partner lot given to a customer, in none of its lots yet, has
--   none here. The check keeps the two columns set together, so the foreign key is always checked.
-- - Then the keys swap as 0048's did: the foreign keys that point at the two tables are set aside, each primary key
--   becomes (id, customer_id) (id first: a lookup by id alone keeps its index), the (customer_id, id) and
--   (id, customer_id) unique keys the composite foreign keys used are dropped, and the foreign keys are made again.
UPDATE partner_lots pl SET product_id = NULL
 WHERE pl.product_id IS NOT NULL
   AND (pl.customer_id IS NULL
        OR NOT EXISTS (SELECT FROM products p WHERE p.id = pl.product_id AND p.customer_id = pl.customer_id));
--> statement-breakpoint
ALTER TABLE partner_lots DROP CONSTRAINT partner_lots_product_id_products_id_fk,
  ADD CONSTRAINT partner_lots_product_needs_customer CHECK (product_id IS NULL OR customer_id IS NOT NULL);
--> statement-breakpoint
ALTER TABLE tags ADD COLUMN customer_lot_customer_id integer;
--> statement-breakpoint
UPDATE tags t SET customer_lot_customer_id = cl.customer_id FROM customer_lots cl WHERE cl.id = t.customer_lot_id;
--> statement-breakpoint
ALTER TABLE tags DROP CONSTRAINT tags_customer_lot_fk,
  ADD CONSTRAINT tags_customer_lot_with_customer
    CHECK ((customer_lot_id IS NULL) = (customer_lot_customer_id IS NULL));
--> statement-breakpoint
DO $$
DECLARE
  target text;
  inbound record;
  kept_inbound text[][];
BEGIN
  FOREACH target IN ARRAY ARRAY['products', 'customer_lots'] LOOP
    kept_inbound := '{}';
    FOR inbound IN
      SELECT c.conrelid::regclass::text AS source, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
        FROM pg_constraint c
       WHERE c.contype = 'f' AND c.confrelid = format('public.%I', target)::regclass AND c.conparentid = 0
    LOOP
      kept_inbound := kept_inbound || ARRAY[[inbound.source, inbound.name, inbound.definition]];
      EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', inbound.source, inbound.name);
    END LOOP;
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', target, target || '_pkey');
    -- Dropped before the foreign keys are made again, which could otherwise pick it over the new primary key.
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', target,
                   CASE target WHEN 'products' THEN 'products_customer_id_key' ELSE 'customer_lots_id_customer_key' END);
    EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I PRIMARY KEY (id, customer_id)', target, target || '_pkey');
    FOR i IN 1 .. coalesce(array_length(kept_inbound, 1), 0) LOOP
      EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', kept_inbound[i][1], kept_inbound[i][2], kept_inbound[i][3]);
    END LOOP;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE partner_lots ADD CONSTRAINT partner_lots_product_fk
  FOREIGN KEY (product_id, customer_id) REFERENCES products (id, customer_id);
--> statement-breakpoint
ALTER TABLE tags ADD CONSTRAINT tags_customer_lot_fk
  FOREIGN KEY (customer_lot_id, customer_lot_customer_id) REFERENCES customer_lots (id, customer_id) ON DELETE SET NULL;
--> statement-breakpoint
-- The tags' guard: a customer may set the lot's customer with the lot, and only to its own (the foreign key holds the
-- pair together, and this the customer).
CREATE OR REPLACE FUNCTION tags_customer_changes() RETURNS trigger LANGUAGE plpgsql SET search_path = public, pg_temp
  AS $$
DECLARE
  unchanged tags := NEW;
BEGIN
  -- coalesce: with no claim set the setting is NULL, and NULL AND x would evaluate x.
  IF split_part(coalesce(current_setting('tagtrail.tenancy', true), ''), '/', 1) = 'customer'
     AND (SELECT tenant_scope()) = 'customer' THEN
    unchanged.active := OLD.active;
    unchanged.customer_lot_id := OLD.customer_lot_id;
    unchanged.customer_lot_customer_id := OLD.customer_lot_customer_id;
    IF unchanged IS DISTINCT FROM OLD THEN
      RAISE EXCEPTION 'a customer changes only a tag''s active switch and lot' USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF NEW.customer_lot_id IS NOT NULL AND NEW.customer_lot_customer_id IS DISTINCT FROM (SELECT tenant_customer_id())
    THEN
      RAISE EXCEPTION 'a tag goes only into a lot of its customer' USING ERRCODE = 'insufficient_privilege';
    END IF;
  END IF;
  RETURN NEW;
END $$;
