-- A scan's tag counts no longer verify a tenancy proof per tag (issue 30 §5). Every reading stored moves its tag's
-- read_count (count_tag_readings, 0035), and the tags' guard (0033) asked tenant_scope() of each row so moved.
-- tenant_scope() checks the claim's HMAC proof in tenancy_claim(), an SQL function PostgreSQL cannot inline (SECURITY
-- DEFINER), so it parsed, planned and hashed afresh for every tag of every scan: about a third of PostgreSQL's CPU in
-- `pnpm bench:scan` (perf).
--
-- The guard now asks the proof only of a session whose claim says 'customer': tenant_scope() answers 'customer' only
-- for such a claim (it answers the claim itself, or '' when its proof fails), so nothing it refused before passes now.
-- A scan's claim is the visitors' ('public///'), or none for the server's own work, and is never checked.
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
