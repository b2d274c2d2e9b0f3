-- Tenant isolation the database enforces (DESIGN "Tenancy", apps/api/src/db/tenancy.ts). Every API call runs in a
-- transaction as the role tagtrail_app, which is no superuser, owns no table and cannot bypass row-level security,
-- with the caller's tenant set for that transaction only:
--   tagtrail.scope       'all' (administrators), 'partner', 'customer' or 'public' (the public tag page)
--   tagtrail.partner_id  the calling partner (scope partner)
--   tagtrail.customer_id the calling customer (scope customer)
--   tagtrail.user_id     the calling account (any signed-in scope)
-- A query that forgets its tenant filter still sees and changes only these rows. The identity provider, migrations
-- and demo data run as the connecting owner, outside any tenant. A table granted to tagtrail_app without row-level
-- security fails apps/api/test/tenant-isolation.test.ts.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'tagtrail_app') THEN
    CREATE ROLE tagtrail_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
END $$;
--> statement-breakpoint
GRANT tagtrail_app TO CURRENT_USER;
--> statement-breakpoint
CREATE FUNCTION tenant_scope() RETURNS text LANGUAGE sql STABLE
  AS $$ SELECT coalesce(current_setting('tagtrail.scope', true), '') $$;
--> statement-breakpoint
CREATE FUNCTION tenant_partner_id() RETURNS integer LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('tagtrail.partner_id', true), '')::integer $$;
--> statement-breakpoint
CREATE FUNCTION tenant_customer_id() RETURNS integer LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('tagtrail.customer_id', true), '')::integer $$;
--> statement-breakpoint
CREATE FUNCTION tenant_user_id() RETURNS integer LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('tagtrail.user_id', true), '')::integer $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO tagtrail_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON partners, customers, products, partner_lots, tags, readings TO tagtrail_app;
--> statement-breakpoint
-- An account's role and tenant are set when it is made and never change through the API.
GRANT SELECT, INSERT, DELETE ON users TO tagtrail_app;
--> statement-breakpoint
GRANT UPDATE (name, email, password_hash, must_change_password, password_expires_at) ON users TO tagtrail_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO tagtrail_app;
--> statement-breakpoint
-- A deleted account's sessions, grants and codes go with it, whoever deletes it: tagtrail_app cannot read the
-- identity provider's records itself.
CREATE FUNCTION forget_deleted_account() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
BEGIN
  DELETE FROM idp_records WHERE payload->>'accountId' = OLD.id::text;
  RETURN OLD;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION forget_deleted_account() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER users_forget_deleted_account AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION forget_deleted_account();
--> statement-breakpoint

-- partners: administrators manage them; a partner reads its own.
ALTER TABLE partners ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY partners_all ON partners TO tagtrail_app
  USING (tenant_scope() = 'all') WITH CHECK (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY partners_own_read ON partners FOR SELECT TO tagtrail_app USING (id = tenant_partner_id());
--> statement-breakpoint

-- customers: a partner manages its own; a customer reads itself; the public tag page reads the manufacturer.
ALTER TABLE customers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY customers_all ON customers TO tagtrail_app
  USING (tenant_scope() = 'all') WITH CHECK (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY customers_of_partner ON customers TO tagtrail_app
  USING (partner_id = tenant_partner_id()) WITH CHECK (partner_id = tenant_partner_id());
--> statement-breakpoint
CREATE POLICY customers_own_read ON customers FOR SELECT TO tagtrail_app USING (id = tenant_customer_id());
--> statement-breakpoint
CREATE POLICY customers_public_read ON customers FOR SELECT TO tagtrail_app USING (tenant_scope() = 'public');
--> statement-breakpoint

-- products: a customer manages its own; its partner reads them; the public tag page reads them.
ALTER TABLE products ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY products_all ON products TO tagtrail_app
  USING (tenant_scope() = 'all') WITH CHECK (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY products_of_customer ON products TO tagtrail_app
  USING (customer_id = tenant_customer_id()) WITH CHECK (customer_id = tenant_customer_id());
--> statement-breakpoint
CREATE POLICY products_of_partner_read ON products FOR SELECT TO tagtrail_app
  USING (customer_id IN (SELECT c.id FROM customers c WHERE c.partner_id = tenant_partner_id()));
--> statement-breakpoint
CREATE POLICY products_public_read ON products FOR SELECT TO tagtrail_app USING (tenant_scope() = 'public');
--> statement-breakpoint

-- partner_lots: administrators make them; a partner reads its own and assigns them, only to its own customers;
-- the customer a lot is assigned to reads it; the public tag page reads them.
ALTER TABLE partner_lots ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY partner_lots_all ON partner_lots TO tagtrail_app
  USING (tenant_scope() = 'all') WITH CHECK (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY partner_lots_of_partner_read ON partner_lots FOR SELECT TO tagtrail_app
  USING (partner_id = tenant_partner_id());
--> statement-breakpoint
CREATE POLICY partner_lots_of_partner_assign ON partner_lots FOR UPDATE TO tagtrail_app
  USING (partner_id = tenant_partner_id())
  WITH CHECK (
    partner_id = tenant_partner_id()
    AND (customer_id IS NULL OR customer_id IN (SELECT c.id FROM customers c WHERE c.partner_id = tenant_partner_id()))
  );
--> statement-breakpoint
CREATE POLICY partner_lots_of_customer_read ON partner_lots FOR SELECT TO tagtrail_app
  USING (customer_id = tenant_customer_id());
--> statement-breakpoint
CREATE POLICY partner_lots_public_read ON partner_lots FOR SELECT TO tagtrail_app USING (tenant_scope() = 'public');
--> statement-breakpoint

-- tags belong to their lot's partner and customer: whoever may read the lot reads its tags (the lot's own policies
-- decide, so a tag never disagrees with its lot); the customer switches its tags on and off.
ALTER TABLE tags ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tags_all ON tags TO tagtrail_app
  USING (tenant_scope() = 'all') WITH CHECK (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY tags_of_readable_lots ON tags FOR SELECT TO tagtrail_app
  USING (partner_lot_id IN (SELECT pl.id FROM partner_lots pl));
--> statement-breakpoint
CREATE POLICY tags_of_customer_update ON tags FOR UPDATE TO tagtrail_app
  USING (partner_lot_id IN (SELECT pl.id FROM partner_lots pl WHERE pl.customer_id = tenant_customer_id()))
  WITH CHECK (partner_lot_id IN (SELECT pl.id FROM partner_lots pl WHERE pl.customer_id = tenant_customer_id()));
--> statement-breakpoint

-- readings belong to their tag's customer, who reads them; the public tag page records them.
ALTER TABLE readings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY readings_all ON readings TO tagtrail_app
  USING (tenant_scope() = 'all') WITH CHECK (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY readings_of_customer_read ON readings FOR SELECT TO tagtrail_app
  USING (tag_id IN (SELECT t.id FROM tags t JOIN partner_lots pl ON pl.id = t.partner_lot_id
                    WHERE pl.customer_id = tenant_customer_id()));
--> statement-breakpoint
CREATE POLICY readings_public_record ON readings FOR INSERT TO tagtrail_app
  WITH CHECK (tenant_scope() = 'public');
--> statement-breakpoint

-- users: administrators manage every account; a partner the accounts of its customers; a customer its sales points
-- (and reads its other accounts); everyone signed in reads and updates their own account.
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY users_all ON users TO tagtrail_app
  USING (tenant_scope() = 'all') WITH CHECK (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY users_of_partner ON users TO tagtrail_app
  USING (customer_id IN (SELECT c.id FROM customers c WHERE c.partner_id = tenant_partner_id()))
  WITH CHECK (
    role = 'customer' AND partner_id IS NULL
    AND customer_id IN (SELECT c.id FROM customers c WHERE c.partner_id = tenant_partner_id())
  );
--> statement-breakpoint
CREATE POLICY users_of_customer_read ON users FOR SELECT TO tagtrail_app USING (customer_id = tenant_customer_id());
--> statement-breakpoint
CREATE POLICY users_of_customer_sales_points ON users TO tagtrail_app
  USING (role = 'pointofsale' AND customer_id = tenant_customer_id())
  WITH CHECK (role = 'pointofsale' AND partner_id IS NULL AND customer_id = tenant_customer_id());
--> statement-breakpoint
CREATE POLICY users_self_read ON users FOR SELECT TO tagtrail_app USING (id = tenant_user_id());
--> statement-breakpoint
CREATE POLICY users_self_update ON users FOR UPDATE TO tagtrail_app
  USING (id = tenant_user_id()) WITH CHECK (id = tenant_user_id());
