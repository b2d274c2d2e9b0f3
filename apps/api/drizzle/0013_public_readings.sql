-- The public scan path (issue 12): each tag counts its readings, so the public tag page knows a single-use tag was
-- read before without reading the readings (which it may not), and concurrent scans of one tag are counted exactly:
-- the counter's row lock puts them in line. Kept by a trigger, whoever inserts the reading (the scan, demo data).
ALTER TABLE "tags" ADD COLUMN "read_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "tags" SET "read_count" = counted.total
  FROM (SELECT "tag_id", count(*)::integer AS total FROM "readings" GROUP BY "tag_id") AS counted
  WHERE counted."tag_id" = "tags"."id";
--> statement-breakpoint
-- SECURITY DEFINER: the public scope records readings but may not update tags.
CREATE FUNCTION count_tag_reading() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
BEGIN
  UPDATE tags SET read_count = read_count + 1 WHERE id = NEW.tag_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION count_tag_reading() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER readings_count_tag_reading AFTER INSERT ON readings
  FOR EACH ROW EXECUTE FUNCTION count_tag_reading();
