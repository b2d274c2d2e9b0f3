-- Draws that resist stuffing (issue 24 §3). A promotion counts its entries one per tag by default: the tag (the
-- bottle) is the ticket, held by the first device not blocked that read it in the period where the reading matches
-- the filter; 2 keeps the spec's one per device. A device holding several tickets is listed once per ticket and still
-- wins once (promotions/draw.ts), so promotion_draw_entries may hold a device more than once, each row with its tag.
ALTER TABLE "promotions" ADD COLUMN "entry_rule" smallint DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_entry_rule" CHECK ("entry_rule" IN (1, 2));
--> statement-breakpoint
-- Promotions already processed were drawn one per device: their record says so.
UPDATE "promotions" SET "entry_rule" = 2 WHERE "status" > 1;
--> statement-breakpoint
-- What each rule kept out when the entry list was made (GET promocao/{id}/participacao); NULL until then.
ALTER TABLE "promotions" ADD COLUMN "blocked_devices_count" integer;
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "later_readers_count" integer;
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "readings_without_device_count" integer;
--> statement-breakpoint
ALTER TABLE "promotion_draw_entries" DROP CONSTRAINT "promotion_draw_entries_device_key";
--> statement-breakpoint
-- The ticket's tag under one per tag; NULL under one per device.
ALTER TABLE "promotion_draw_entries" ADD COLUMN "tag_id" bigint;
--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_draw_entries_ticket_idx" ON "promotion_draw_entries" ("promotion_id", "tag_id")
  WHERE "tag_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_draw_entries_device_idx" ON "promotion_draw_entries" ("promotion_id", "device_id")
  WHERE "tag_id" IS NULL;
