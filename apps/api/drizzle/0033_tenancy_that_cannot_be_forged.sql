-- A database role that cannot escalate (issue 25 §3). Until now the tenant an API call sees was whatever the
-- settings tagtrail.scope, tagtrail.customer_id… said, and any statement of the call could change them: one injected
-- `set_config('tagtrail.scope', 'all', true)` and the call saw every tenant. Now:
--
--  * The tenancy is one setting, tagtrail.tenancy = 'scope/partner/customer/user', and it counts only with its proof,
--    tagtrail.tenancy_proof = HMAC-SHA256 of it under a key only the owner reads (tenancy_keys; the server reads it at
--    start over the owner's connection and signs each call's tenancy, apps/api/src/db/tenancy.ts). A forged or edited
--    tenancy is no tenancy: its statements see no row. The public scope, which anyone has, needs no proof.
--  * Policies call the tenant functions once per statement, `(SELECT tenant_scope())`, not once per row: the check
--    costs an HMAC, and PostgreSQL runs such a sub-select once (an InitPlan) where it would call a bare function for
--    every row. Every policy is rewritten so below; apps/api/test/isolation/row-security-catalog.test.ts keeps
--    later ones so.
--  * A point of sale has a scope of its own ('pointofsale'): it reads its customer's prize codes and withdraws them,
--    and no longer runs with the whole customer scope (tenant_customer_id() is NULL for it).
--  * A customer changes only a tag's active switch and which of its own lots the tag is in.
--  * No scope reads users.password_hash: the password change checks the current password on the owner's side.
--  * Row-level security is FORCEd on every table that has it: an owner without BYPASSRLS (a server misconfigured to
--    run its API calls as the owner) is held to the policies too.
--  * Every function sets search_path with pg_temp last, so no temporary object can stand in for a table of ours.
CREATE TABLE "tenancy_keys" (
	"id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	-- The 64-byte key, for the server to sign with, and its two HMAC pads (RFC 2104), for the check here.
	"key" bytea NOT NULL,
	"inner_pad" bytea NOT NULL,
	"outer_pad" bytea NOT NULL
);
--> statement-breakpoint
REVOKE ALL ON tenancy_keys FROM PUBLIC;
--> statement-breakpoint
DO $$
DECLARE
  secret bytea := sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8'))
    || sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8'));
  inner_pad bytea := secret;
  outer_pad bytea := secret;
BEGIN
  FOR i IN 0..63 LOOP
    inner_pad := set_byte(inner_pad, i, get_byte(secret, i) # 54);
    outer_pad := set_byte(outer_pad, i, get_byte(secret, i) # 92);
  END LOOP;
  INSERT INTO tenancy_keys (key, inner_pad, outer_pad) VALUES (secret, inner_pad, outer_pad);
END $$;
--> statement-breakpoint
-- The tenancy this statement runs in: the claimed one when its proof holds, the public one as claimed, else none ('').
CREATE FUNCTION tenancy_claim() RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
    SELECT CASE
      WHEN s.claim = 'public///' THEN s.claim
      WHEN s.proof = encode(sha256(k.outer_pad || sha256(k.inner_pad || convert_to(s.claim, 'UTF8'))), 'hex')
        THEN s.claim
      ELSE '' END
    FROM (SELECT coalesce(current_setting('tagtrail.tenancy', true), '') AS claim,
                 coalesce(current_setting('tagtrail.tenancy_proof', true), '') AS proof) s
    LEFT JOIN tenancy_keys k ON true
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION tenancy_claim() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION tenancy_claim() TO tagtrail_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tenant_scope() RETURNS text LANGUAGE sql STABLE SET search_path = public, pg_temp
  AS $$ SELECT split_part(tenancy_claim(), '/', 1) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tenant_partner_id() RETURNS integer LANGUAGE sql STABLE SET search_path = public, pg_temp
  AS $$ SELECT CASE WHEN split_part(c, '/', 1) = 'partner' THEN nullif(split_part(c, '/', 2), '')::integer END
        FROM tenancy_claim() c $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tenant_customer_id() RETURNS integer LANGUAGE sql STABLE SET search_path = public, pg_temp
  AS $$ SELECT CASE WHEN split_part(c, '/', 1) = 'customer' THEN nullif(split_part(c, '/', 3), '')::integer END
        FROM tenancy_claim() c $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tenant_user_id() RETURNS integer LANGUAGE sql STABLE SET search_path = public, pg_temp
  AS $$ SELECT nullif(split_part(tenancy_claim(), '/', 4), '')::integer $$;
--> statement-breakpoint
-- The customer whose prize codes a point of sale withdraws; NULL in every other scope.
CREATE FUNCTION tenant_sales_point_customer_id() RETURNS integer LANGUAGE sql STABLE
  SET search_path = public, pg_temp
  AS $$ SELECT CASE WHEN split_part(c, '/', 1) = 'pointofsale' THEN nullif(split_part(c, '/', 3), '')::integer END
        FROM tenancy_claim() c $$;
--> statement-breakpoint
-- The visitor functions (0022) switch to the public scope for their call and give the caller's back: now one
-- setting and its proof.
CREATE OR REPLACE FUNCTION visitor_scope_begin() RETURNS text[] LANGUAGE plpgsql VOLATILE
  SET search_path = public, pg_temp
  AS $$
DECLARE
  caller_scope text[] := ARRAY[current_setting('tagtrail.tenancy', true), current_setting('tagtrail.tenancy_proof', true)];
BEGIN
  PERFORM set_config('tagtrail.tenancy', 'public///', true), set_config('tagtrail.tenancy_proof', '', true);
  RETURN caller_scope;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION visitor_scope_end(caller_scope text[]) RETURNS void LANGUAGE sql VOLATILE
  SET search_path = public, pg_temp
  AS $$
    SELECT FROM (SELECT set_config('tagtrail.tenancy', coalesce(caller_scope[1], ''), true),
                        set_config('tagtrail.tenancy_proof', coalesce(caller_scope[2], ''), true)) AS caller
  $$;
--> statement-breakpoint
-- Every policy's tenant functions, run once per statement.
DO $$
DECLARE
  policy record;
  bare constant text := '\m(tenant_(scope|partner_id|customer_id|user_id)\(\))';
  using_clause text;
  check_clause text;
BEGIN
  FOR policy IN
    SELECT p.polname, c.relname, pg_get_expr(p.polqual, p.polrelid) AS qual,
           pg_get_expr(p.polwithcheck, p.polrelid) AS with_check
    FROM pg_policy p JOIN pg_class c ON c.oid = p.polrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public'
  LOOP
    using_clause := CASE WHEN policy.qual IS NULL THEN ''
      ELSE format(' USING (%s)', regexp_replace(policy.qual, bare, '(SELECT \1)', 'g')) END;
    check_clause := CASE WHEN policy.with_check IS NULL THEN ''
      ELSE format(' WITH CHECK (%s)', regexp_replace(policy.with_check, bare, '(SELECT \1)', 'g')) END;
    EXECUTE format('ALTER POLICY %I ON public.%I%s%s', policy.polname, policy.relname, using_clause, check_clause);
  END LOOP;
END $$;
--> statement-breakpoint
-- A point of sale: its customer's promotions and prize codes read, a code withdrawn once, its own withdrawals.
CREATE POLICY promotions_of_sales_point_read ON promotions FOR SELECT TO tagtrail_app
  USING (customer_id = (SELECT tenant_sales_point_customer_id()));
--> statement-breakpoint
CREATE POLICY promotion_winners_of_sales_point_read ON promotion_winners FOR SELECT TO tagtrail_app
  USING (customer_id = (SELECT tenant_sales_point_customer_id()));
--> statement-breakpoint
CREATE POLICY promotion_winners_of_sales_point_withdraw ON promotion_winners FOR UPDATE TO tagtrail_app
  USING (customer_id = (SELECT tenant_sales_point_customer_id()))
  WITH CHECK (customer_id = (SELECT tenant_sales_point_customer_id()));
--> statement-breakpoint
CREATE POLICY prize_withdrawals_of_sales_point_read ON prize_withdrawals FOR SELECT TO tagtrail_app
  USING (customer_id = (SELECT tenant_sales_point_customer_id()) AND sales_point_id = (SELECT tenant_user_id()));
--> statement-breakpoint
CREATE POLICY prize_withdrawals_of_sales_point_record ON prize_withdrawals FOR INSERT TO tagtrail_app
  WITH CHECK (
    customer_id = (SELECT tenant_sales_point_customer_id())
    AND user_id = (SELECT tenant_user_id())
    AND sales_point_id = (SELECT tenant_user_id())
    AND withdrawn_at = now()
    AND EXISTS (SELECT FROM promotion_winners w
                WHERE w.customer_id = prize_withdrawals.customer_id AND w.id = prize_withdrawals.winner_id
                  AND w.withdrawn_at = prize_withdrawals.withdrawn_at)
  );
--> statement-breakpoint
-- What a point of sale changes on a winner is who took the prize, nothing else.
CREATE FUNCTION promotion_winners_sales_point_withdraws_only() RETURNS trigger LANGUAGE plpgsql
  SET search_path = public, pg_temp
  AS $$
DECLARE
  unchanged promotion_winners := NEW;
BEGIN
  IF (SELECT tenant_scope()) = 'pointofsale' THEN
    unchanged.withdrawn_at := OLD.withdrawn_at;
    unchanged.withdrawer_name := OLD.withdrawer_name;
    unchanged.withdrawer_cpf := OLD.withdrawer_cpf;
    unchanged.withdrawer_address := OLD.withdrawer_address;
    unchanged.withdrawer_birth_date := OLD.withdrawer_birth_date;
    unchanged.withdrawn_by_user_id := OLD.withdrawn_by_user_id;
    IF unchanged IS DISTINCT FROM OLD THEN
      RAISE EXCEPTION 'a point of sale records a withdrawal, nothing else' USING ERRCODE = 'insufficient_privilege';
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER promotion_winners_sales_point_withdraws_only BEFORE UPDATE ON promotion_winners
  FOR EACH ROW EXECUTE FUNCTION promotion_winners_sales_point_withdraws_only();
--> statement-breakpoint
-- A customer switches its tags on and off and puts them in its own lots (spec B's sub-lots); nothing else of a tag is
-- its to change.
CREATE FUNCTION tags_customer_changes() RETURNS trigger LANGUAGE plpgsql SET search_path = public, pg_temp
  AS $$
DECLARE
  unchanged tags := NEW;
BEGIN
  IF (SELECT tenant_scope()) = 'customer' THEN
    unchanged.active := OLD.active;
    unchanged.customer_lot_id := OLD.customer_lot_id;
    IF unchanged IS DISTINCT FROM OLD THEN
      RAISE EXCEPTION 'a customer changes only a tag''s active switch and lot' USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF NEW.customer_lot_id IS NOT NULL AND NOT EXISTS (
         SELECT FROM customer_lots cl WHERE cl.id = NEW.customer_lot_id AND cl.customer_id = (SELECT tenant_customer_id()))
    THEN
      RAISE EXCEPTION 'a tag goes only into a lot of its customer' USING ERRCODE = 'insufficient_privilege';
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER tags_customer_changes BEFORE UPDATE ON tags FOR EACH ROW EXECUTE FUNCTION tags_customer_changes();
--> statement-breakpoint
-- No scope reads a password's hash: every other column of users, as before.
REVOKE SELECT ON users FROM tagtrail_app;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE (
    SELECT format('GRANT SELECT (%s) ON users TO tagtrail_app', string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum))
    FROM pg_attribute a
    WHERE a.attrelid = 'public.users'::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attname <> 'password_hash'
  );
END $$;
--> statement-breakpoint
-- The password change checks the current password without reading its hash: it asks for the hash's parameters
-- (scheme, costs, salt, and the derived key's length in place of the key), derives the typed password's key with
-- them, and asks whether that is the stored hash. Only ever the caller's own account's.
CREATE FUNCTION own_password_parameters() RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
    SELECT array_to_string((string_to_array(u.password_hash, '$'))[1:5], '$') || '$'
           || length(decode((string_to_array(u.password_hash, '$'))[6], 'base64'))
    FROM users u WHERE u.id = (SELECT tenant_user_id())
  $$;
--> statement-breakpoint
CREATE FUNCTION own_password_matches(p_candidate text) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ SELECT coalesce((SELECT u.password_hash = p_candidate FROM users u WHERE u.id = (SELECT tenant_user_id())), false) $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION own_password_parameters() FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION own_password_matches(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION own_password_parameters() TO tagtrail_app;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION own_password_matches(text) TO tagtrail_app;
--> statement-breakpoint
-- Every table with row-level security holds its owner to it as well.
DO $$
DECLARE
  guarded record;
BEGIN
  FOR guarded IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relrowsecurity
  LOOP
    EXECUTE format('ALTER TABLE public.%I FORCE ROW LEVEL SECURITY', guarded.relname);
  END LOOP;
END $$;
--> statement-breakpoint
-- Every function of ours looks in public and then, last, in pg_temp: a temporary table or function named like one of
-- ours never stands in for it (PostgreSQL searches pg_temp first unless it is named).
DO $$
DECLARE
  fn record;
BEGIN
  FOR fn IN
    SELECT p.oid::regprocedure AS signature FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public' AND p.prokind = 'f'
      -- An extension's functions are its own (pgcrypto or pg_stat_statements installed in public beforehand, as hosted
      -- servers do): owned by a superuser, so altering them fails, and they are not ours to change.
      AND NOT EXISTS (SELECT FROM pg_depend d
                      WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('ALTER FUNCTION %s SET search_path = public, pg_temp', fn.signature);
  END LOOP;
END $$;
--> statement-breakpoint
-- The seed of a promotion (0031) is made by the database itself, as the drawing role, for a promotion of the caller
-- that has none: the API's login role is no member of tagtrail_draw, and no caller chooses a seed.
CREATE FUNCTION commit_promotion_seed(p_promotion_id integer) RETURNS void
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
    UPDATE promotions
    SET draw_seed = s.seed, draw_commitment = encode(sha256(s.seed), 'hex')
    FROM (SELECT sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')) AS seed) s
    WHERE id = p_promotion_id AND draw_seed IS NULL
  $$;
--> statement-breakpoint
-- A new owner needs to be allowed to create in the schema, for the moment of the change only (as in 0022).
GRANT CREATE ON SCHEMA public TO tagtrail_draw;
--> statement-breakpoint
ALTER FUNCTION commit_promotion_seed(integer) OWNER TO tagtrail_draw;
--> statement-breakpoint
REVOKE CREATE ON SCHEMA public FROM tagtrail_draw;
--> statement-breakpoint
REVOKE ALL ON FUNCTION commit_promotion_seed(integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION commit_promotion_seed(integer) TO tagtrail_app;
