-- Keys a database distributed by customer can keep (issue 30 §2), for the catalogue's, the promotions' and the alerts'
-- tables. Citus enforces a primary key or a unique constraint only when it holds the distribution column, and a
-- foreign key between distributed tables only when both sides name it; distribution-keys.test.ts reads the catalog
-- for both rules.
--
-- - Each primary key on id alone becomes (id, customer_id): id first, so a lookup by id alone still reads the key's
--   index, and the (customer_id, id) unique constraints the composite foreign keys pointed at are no longer needed
--   (a foreign key may name a key's columns in any order).
-- - Each other unique key gains customer_id, last, so the lookups by its leading columns keep their index. What it
--   keeps unique is unchanged where its columns already name one customer's row (a promotion, a winner); a code, a
--   public reference, a key's hash or an event id is now unique within its customer. Those are random (a prize code
--   of 13 characters, 128 bits of a page reference, a key's SHA-256, a UUID), and every lookup of one runs within a
--   customer (row-level security) or takes the one row a random value can name.
-- - A delivery names its alert and its webhook with the customer too, and a product its thumbnail.
-- Constraint and index names are kept: the server maps some of them to their messages.

-- The foreign keys on id alone, made composite below once their targets' keys hold customer_id.
ALTER TABLE alert_deliveries DROP CONSTRAINT alert_deliveries_alert_id_fkey;
--> statement-breakpoint
ALTER TABLE alert_deliveries DROP CONSTRAINT alert_deliveries_webhook_id_fkey;
--> statement-breakpoint
ALTER TABLE products DROP CONSTRAINT products_thumb_image_fk;
--> statement-breakpoint
DO $$
DECLARE
  target text;
  inbound record;
  kept_inbound text[][] := '{}';
  old_unique text;
BEGIN
  FOREACH target IN ARRAY ARRAY['alert_deliveries', 'alert_webhooks', 'api_keys', 'apps', 'categories', 'devices',
                                'product_images', 'product_lines', 'promotion_notifications', 'promotion_places',
                                'promotion_products', 'promotion_winners', 'promotions', 'suspicion_alerts']
  LOOP
    -- The foreign keys that point at this table, set aside while its keys change, then made again as they were.
    kept_inbound := '{}';
    FOR inbound IN
      SELECT c.conrelid::regclass::text AS source, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
        FROM pg_constraint c
       WHERE c.contype = 'f' AND c.confrelid = format('public.%I', target)::regclass AND c.conparentid = 0
    LOOP
      kept_inbound := kept_inbound || ARRAY[[inbound.source, inbound.name, inbound.definition]];
      EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', inbound.source, inbound.name);
    END LOOP;
    -- The (customer_id, id) unique constraint the composite foreign keys used: the new primary key stands for it.
    FOR old_unique IN
      SELECT c.conname FROM pg_constraint c
       WHERE c.contype = 'u' AND c.conrelid = format('public.%I', target)::regclass
         AND (SELECT array_agg(a.attname::text ORDER BY a.attname) FROM pg_attribute a
               WHERE a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)) = ARRAY['customer_id', 'id']
    LOOP
      EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', target, old_unique);
    END LOOP;
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', target, target || '_pkey');
    EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I PRIMARY KEY (id, customer_id)', target, target || '_pkey');
    FOR i IN 1 .. coalesce(array_length(kept_inbound, 1), 0) LOOP
      EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', kept_inbound[i][1], kept_inbound[i][2], kept_inbound[i][3]);
    END LOOP;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE category_product_lines DROP CONSTRAINT category_product_lines_pkey,
  ADD CONSTRAINT category_product_lines_pkey PRIMARY KEY (category_id, product_line_id, customer_id);
--> statement-breakpoint
ALTER TABLE promotion_draw_entries DROP CONSTRAINT promotion_draw_entries_pkey,
  ADD CONSTRAINT promotion_draw_entries_pkey PRIMARY KEY (promotion_id, position, customer_id);
--> statement-breakpoint
ALTER TABLE alert_deliveries
  ADD CONSTRAINT alert_deliveries_alert_id_fkey FOREIGN KEY (alert_id, customer_id)
    REFERENCES suspicion_alerts (id, customer_id) ON DELETE CASCADE,
  ADD CONSTRAINT alert_deliveries_webhook_id_fkey FOREIGN KEY (webhook_id, customer_id)
    REFERENCES alert_webhooks (id, customer_id) ON DELETE CASCADE,
  DROP CONSTRAINT alert_deliveries_event_id_key,
  ADD CONSTRAINT alert_deliveries_event_id_key UNIQUE (event_id, customer_id);
--> statement-breakpoint
-- A product's thumbnail is one of its own images: (product, image) unique within the customer.
ALTER TABLE product_images DROP CONSTRAINT product_images_product_id_key,
  ADD CONSTRAINT product_images_product_id_key UNIQUE (product_id, id, customer_id);
--> statement-breakpoint
ALTER TABLE products ADD CONSTRAINT products_thumb_image_fk FOREIGN KEY (id, thumb_image_id, customer_id)
  REFERENCES product_images (product_id, id, customer_id) ON DELETE SET NULL (thumb_image_id);
--> statement-breakpoint
ALTER TABLE api_keys DROP CONSTRAINT api_keys_key_hash_key,
  ADD CONSTRAINT api_keys_key_hash_key UNIQUE (key_hash, customer_id);
--> statement-breakpoint
DROP INDEX promotions_public_ref_key;
--> statement-breakpoint
CREATE UNIQUE INDEX promotions_public_ref_key ON promotions (public_ref, customer_id);
--> statement-breakpoint
ALTER TABLE promotion_products DROP CONSTRAINT promotion_products_promotion_product_key,
  ADD CONSTRAINT promotion_products_promotion_product_key UNIQUE (promotion_id, product_id, customer_id);
--> statement-breakpoint
ALTER TABLE promotion_places DROP CONSTRAINT promotion_places_promotion_kind_name_key,
  ADD CONSTRAINT promotion_places_promotion_kind_name_key UNIQUE (promotion_id, kind, name, customer_id);
--> statement-breakpoint
DROP INDEX promotion_draw_entries_ticket_idx;
--> statement-breakpoint
CREATE UNIQUE INDEX promotion_draw_entries_ticket_idx ON promotion_draw_entries (promotion_id, tag_id, customer_id)
  WHERE tag_id IS NOT NULL;
--> statement-breakpoint
DROP INDEX promotion_draw_entries_device_idx;
--> statement-breakpoint
CREATE UNIQUE INDEX promotion_draw_entries_device_idx ON promotion_draw_entries (promotion_id, device_id, customer_id)
  WHERE tag_id IS NULL;
--> statement-breakpoint
ALTER TABLE promotion_winners DROP CONSTRAINT promotion_winners_code_key,
  ADD CONSTRAINT promotion_winners_code_key UNIQUE (code, customer_id),
  DROP CONSTRAINT promotion_winners_device_key,
  ADD CONSTRAINT promotion_winners_device_key UNIQUE (promotion_id, device_id, customer_id),
  DROP CONSTRAINT promotion_winners_draw_order_key,
  ADD CONSTRAINT promotion_winners_draw_order_key UNIQUE (promotion_id, draw_order, customer_id);
--> statement-breakpoint
ALTER TABLE promotion_notifications DROP CONSTRAINT promotion_notifications_winner_round_key,
  ADD CONSTRAINT promotion_notifications_winner_round_key UNIQUE (winner_id, round, customer_id);
