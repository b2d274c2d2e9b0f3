-- The judge takes its notes a tag at a time (judge-readings.ts: one look at a tag's history serves all its readings
-- of the batch); without an index each batch sorted the whole queue to find them, which grew with the queue.
CREATE INDEX "readings_to_judge_tag_idx" ON "readings_to_judge" USING btree ("tag_id");
