-- An EPCIS event's eventID is the CBV hash of what the event says, its suspicion flags included (issue 29 §5), and the
-- flags come from the judge, seconds after the reading is stored. So the query interface serves a customer's readings
-- only up to the first one still waiting to be folded or judged: an event, once served, never changes, nor its id.
-- This function answers that instant for the calling customer (null when nothing waits), as the tables' owner: the
-- tenant role reads neither queue.
CREATE FUNCTION epcis_unsettled_since() RETURNS timestamp with time zone
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$
  SELECT least(
    (SELECT min(q.read_at) FROM readings_to_judge q WHERE q.customer_id = tenant_customer_id()),
    (SELECT min(r.read_at) FROM readings_to_fold f
       JOIN readings r ON r.id = f.reading_id
       JOIN tags t ON t.id = r.tag_id
       JOIN partner_lots pl ON pl.id = t.partner_lot_id
       LEFT JOIN customer_lots cl ON cl.id = t.customer_lot_id
      WHERE coalesce(cl.customer_id, pl.customer_id) = tenant_customer_id()))
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION epcis_unsettled_since() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION epcis_unsettled_since() TO tagtrail_app;
