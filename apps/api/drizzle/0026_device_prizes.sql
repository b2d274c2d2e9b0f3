-- A winner's device sees that it won, and its prize code, on any tag page of that customer (issue 13 §4): the page's
-- visitor is known by the device id its browser keeps (the scan's first-party cookie, readings.device_id), which the
-- customer's device list has as devices.device_key. device_prizes answers the prizes of that device at the tag's
-- customer (its customer lot's, else its partner lot's, as public_tag attributes the tag): the promotions whose
-- winners are final (status 3, notifications being scheduled, or 4, processed) and whose prize is not withdrawn yet,
-- the latest draw first. A notification (draw type 1) has no prize to take: it answers its title, without a code.
--
-- As the tables' owner, like visitor_scans (0025): the public scope sees no promotion, winner or device, and this
-- answers only what the device's own holder is to be told. The server's connection calls it; the tenant role may not.
CREATE FUNCTION device_prizes(p_tag_row_id bigint, p_device_key text) RETURNS TABLE (
  promotion_description text, prize text, draw_type smallint, code text, rules_manual_url text
) LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT pr.description, pr.prize, pr.draw_type, CASE WHEN pr.draw_type = 2 THEN w.code END, pr.rules_manual_url
    FROM tags t
    JOIN partner_lots pl ON pl.id = t.partner_lot_id
    LEFT JOIN customer_lots cl ON cl.id = t.customer_lot_id
    JOIN devices d ON d.customer_id = coalesce(cl.customer_id, pl.customer_id) AND d.device_key = p_device_key
    JOIN promotion_winners w ON w.customer_id = d.customer_id AND w.device_id = d.id AND w.withdrawn_at IS NULL
    JOIN promotions pr ON pr.customer_id = w.customer_id AND pr.id = w.promotion_id AND pr.status >= 3
    WHERE t.id = p_tag_row_id
    ORDER BY pr.processing_started_at DESC NULLS LAST, pr.id DESC
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION device_prizes(bigint, text) FROM PUBLIC;
