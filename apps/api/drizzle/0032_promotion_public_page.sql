-- A promotion's public page and its frozen entry list (issue 24 §4).
--
-- public_ref names the page (/p/{public_ref}): 122 random bits in base64url, so the page of a promotion cannot be
-- found by counting ids. entries_digest is the SHA-256 of the entry list (each entry's hash and a line feed, in the
-- list's order), written when the list is frozen: at the end of the period, or when processing starts if sooner;
-- the seed is revealed only after that (apps/api/src/promotions/draw.ts). Like the seed, the digest and the time of
-- the freeze are written by the drawing code's role alone; the tenant role reads them.
ALTER TABLE promotions
  ADD COLUMN public_ref varchar(22) NOT NULL
    DEFAULT translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_'),
  ADD COLUMN entries_digest varchar(64),
  ADD COLUMN entries_frozen_at timestamptz;
--> statement-breakpoint
CREATE UNIQUE INDEX promotions_public_ref_key ON promotions (public_ref);
--> statement-breakpoint
GRANT SELECT (public_ref, entries_digest, entries_frozen_at) ON promotions TO tagtrail_app;
--> statement-breakpoint
GRANT UPDATE (entries_digest, entries_frozen_at) ON promotions TO tagtrail_draw;
--> statement-breakpoint
-- The lists made before this: frozen when their processing started.
UPDATE promotions p SET
  entries_digest = (
    SELECT encode(sha256(convert_to(coalesce(string_agg(e.entry_hash || chr(10), '' ORDER BY e.position), ''),
                                    'UTF8')), 'hex')
    FROM promotion_draw_entries e WHERE e.promotion_id = p.id),
  entries_frozen_at = coalesce(p.processing_started_at, now())
WHERE p.status >= 2 AND p.candidate_count IS NOT NULL;
--> statement-breakpoint
-- What the public page shows of a promotion, by its reference: its rules, period, prize and commitment; the entry
-- list's count and digest once frozen; the seed once the winners are drawn (status 3 or 4). As the owner, for the
-- public, who have no scope: nothing else of the promotion or its customer is answered.
CREATE FUNCTION public_promotion(p_ref text) RETURNS TABLE (
  customer_name text, tenant_id text, description text, prize text, draw_type smallint, start_date date,
  end_date date, winners_count integer, entry_rule smallint, rules_manual_url text, commitment text,
  entries_frozen_at timestamptz, entries_count integer, entries_digest text, seed text, drawn_at timestamptz,
  winners_total integer, products text[], places text[]
) LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT c.name, c.tenant_id, p.description, p.prize, p.draw_type, p.start_date, p.end_date, p.winners_count,
      p.entry_rule, p.rules_manual_url, p.draw_commitment, p.entries_frozen_at,
      CASE WHEN p.entries_digest IS NOT NULL THEN p.candidate_count END, p.entries_digest,
      CASE WHEN p.status >= 3 THEN encode(p.draw_seed, 'hex') END,
      CASE WHEN p.status >= 3 THEN p.processing_started_at END,
      CASE WHEN p.status >= 3 THEN (SELECT count(*)::int FROM promotion_winners w
                                    WHERE w.promotion_id = p.id AND w.customer_id = p.customer_id) END,
      array(SELECT pr.name::text FROM promotion_products pp
            JOIN products pr ON pr.id = pp.product_id AND pr.customer_id = pp.customer_id
            WHERE pp.promotion_id = p.id ORDER BY pp.position),
      array(SELECT pl.name FROM promotion_places pl WHERE pl.promotion_id = p.id
            ORDER BY array_position(array['country', 'state', 'city']::text[], pl.kind::text), pl.position)
    FROM promotions p JOIN customers c ON c.id = p.customer_id
    WHERE p.public_ref = p_ref
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public_promotion(text) FROM PUBLIC;
--> statement-breakpoint
-- A drawn promotion's entry list, or its winners' entries (p_winners) in the order drawn, at most p_limit of them;
-- nothing before the draw. As the owner, for the public page and its record.
CREATE FUNCTION public_draw_hashes(p_ref text, p_winners boolean, p_limit integer) RETURNS TABLE (entry_hash text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT h.entry_hash FROM (
      SELECT e.entry_hash::text, e.position AS ord FROM promotions p
      JOIN promotion_draw_entries e ON e.promotion_id = p.id
      WHERE p.public_ref = p_ref AND p.status >= 3 AND NOT p_winners
      UNION ALL
      SELECT e.entry_hash::text, w.draw_order FROM promotions p
      JOIN promotion_winners w ON w.promotion_id = p.id AND w.customer_id = p.customer_id
      JOIN promotion_draw_entries e ON e.promotion_id = w.promotion_id AND e.position = w.entry_position
      WHERE p.public_ref = p_ref AND p.status >= 3 AND p_winners
    ) h ORDER BY h.ord LIMIT p_limit
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public_draw_hashes(text, boolean, integer) FROM PUBLIC;
