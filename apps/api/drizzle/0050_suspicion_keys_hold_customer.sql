-- The suspicions' and the judge's queue's keys hold the customer (issue 30 §2), as a table sharded by customer needs.
-- - A suspicion is (reading, rule), once: the customer joins its key. A reading has one customer, so nothing that
--   was one suspicion becomes two; the judge's ON CONFLICT DO NOTHING still drops a rule found again.
-- - The judge's queue had no key. Each reading is noted once (the readings' insert trigger, 0046), so
--   (reading_id, read_at, customer_id) holds for every row it can have.
-- The suspicions' foreign key to their reading stays (reading_id, read_at) until readings hold their customer in
-- theirs: a reading of a tag in no customer's lot has none (README "Growing past one PostgreSQL server").
ALTER TABLE reading_suspicions DROP CONSTRAINT reading_suspicions_pkey,
  ADD CONSTRAINT reading_suspicions_pkey PRIMARY KEY (reading_id, rule, customer_id);
--> statement-breakpoint
ALTER TABLE readings_to_judge ADD CONSTRAINT readings_to_judge_pkey PRIMARY KEY (reading_id, read_at, customer_id);
