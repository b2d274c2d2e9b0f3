-- The dashboard's possible copies (issue 27 §5) are counted by their customer (issue 30 §2). 0036 counted them in a
-- function of the tables' owner that found each copy's customer through its tag's partner lot, because the readings'
-- policy then went through the tags too. Readings carry their customer since 0045 (NOT NULL since 0052), so the
-- dashboard now counts them in its own statement, naming the caller's customer as a table sharded by customer needs:
-- the index of copies alone leads with the customer, and the function goes.
DROP INDEX readings_possible_copy_idx;
--> statement-breakpoint
CREATE INDEX readings_possible_copy_idx ON readings (customer_id, read_at) WHERE authenticity >= 2;
--> statement-breakpoint
DROP FUNCTION customer_possible_copies(integer);
