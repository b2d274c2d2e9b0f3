-- Possible copies (issue 27 §5): the manufacturer sees the readings whose authenticity was replayed (2) or invalid
-- (3). Copies are rare, so an index of them alone stays small whatever the readings, and a scan (the hot path) pays
-- for it only when it records one; no trigger is added to readings.
-- By time first: the card counts a recent period, and the reading map searches one.
CREATE INDEX "readings_possible_copy_idx" ON "readings" USING btree ("read_at", "tag_id") WHERE "authenticity" >= 2;
--> statement-breakpoint
-- The dashboard's card: the calling customer's possible copies of the last p_days days. Counted under the readings'
-- policy, the statement would first gather every tag of the customer (the policy's `tag_id IN (…)` is one hashed
-- list: 90 ms for 100,000 tags on PGlite) to keep a handful of readings; here the few copies of the period come from
-- the index above and each is kept when its tag's lot is the caller's, the condition that policy states. As the
-- tables' owner; a caller that is no customer counts none.
CREATE FUNCTION customer_possible_copies(p_days integer) RETURNS bigint
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
    SELECT count(*)
      FROM readings r
      JOIN tags t ON t.id = r.tag_id
      JOIN partner_lots pl ON pl.id = t.partner_lot_id
     WHERE r.authenticity >= 2
       AND r.read_at > now() - make_interval(days => p_days)
       AND pl.customer_id = (SELECT tenant_customer_id())
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION customer_possible_copies(integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION customer_possible_copies(integer) TO tagtrail_app;
