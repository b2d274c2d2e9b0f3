-- Promotions (spec B §3 "Promotion", §4 status, issue 13): a customer's draws and notifications over the readings of
-- its tags, their filters, the processing job's state, the draw record anyone can audit, the winners with their
-- prize codes and withdrawals, and the notifications' outbox. Every row carries its customer, and every reference
-- carries the customer beside the id, so the database itself refuses a link to another customer's row.
--
-- Processing is a job whose state lives here (DESIGN "Server"): status 1 not processed → 2 selecting awards → 3
-- scheduling notifications → 4 processed; reprocessing 4 → 3 → 4. Each step is one short transaction that leaves
-- the promotion in a state the next step starts from, so a restart (even kill -9) resumes where it stopped; a lease
-- (job_lease_until) keeps two servers from running the same step at once.
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL REFERENCES "customers"("id"),
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"random" boolean DEFAULT false NOT NULL,
	-- The prize, or the notification's title when draw_type is 1 (spec B §5).
	"prize" text NOT NULL,
	"rules_manual_url" text,
	"image_url" text,
	"winners_count" integer NOT NULL,
	-- 1 notification, 2 draw (spec B §9).
	"draw_type" smallint DEFAULT 2 NOT NULL,
	-- 1 not processed, 2 selecting awards, 3 scheduling notifications, 4 processed (spec B §4).
	"status" smallint DEFAULT 1 NOT NULL,
	"relevance" double precision DEFAULT 0 NOT NULL,
	-- The processing job. The reading filter Process sent, as the job used it (the promotion's own filter).
	"reading_filter" jsonb,
	-- When Process was accepted: the list's draw date (dtSorteio).
	"processing_started_at" timestamp with time zone,
	-- When the last step ended (status 4).
	"processed_at" timestamp with time zone,
	-- The draw record (issue 13 §5). The seed is drawn from the operating system's CSPRNG when Process is accepted;
	-- its SHA-256 (the commitment) is published at once, the seed itself only once the draw has ended.
	"draw_seed" bytea,
	"draw_commitment" varchar(64),
	-- How many devices were eligible (the rows of promotion_draw_entries); NULL until they are listed.
	"candidate_count" integer,
	-- Reprocessing resends the notifications: each round queues them again.
	"notification_round" integer DEFAULT 0 NOT NULL,
	-- The server running a step holds the promotion until then; an expired lease is anyone's to resume.
	"job_lease_until" timestamp with time zone,
	"job_attempts" integer DEFAULT 0 NOT NULL,
	"job_error" text,
	CONSTRAINT "promotions_customer_id_key" UNIQUE ("customer_id", "id"),
	CONSTRAINT "promotions_winners_count_min" CHECK ("winners_count" >= 1),
	CONSTRAINT "promotions_draw_type_known" CHECK ("draw_type" IN (1, 2)),
	CONSTRAINT "promotions_status_known" CHECK ("status" BETWEEN 1 AND 4)
);
--> statement-breakpoint
-- The list, and the dashboard's 'unprocessed promotions' card (status 1).
CREATE INDEX "promotions_customer_status_idx" ON "promotions" USING btree ("customer_id", "status");
--> statement-breakpoint
-- The job runner's look for work left unfinished (status 2 or 3) after a restart.
CREATE INDEX "promotions_running_idx" ON "promotions" USING btree ("job_lease_until") WHERE "status" IN (2, 3);
--> statement-breakpoint
-- The products a promotion is about (wire promocaoProduto). A product a promotion names is in use (spec B §8 error
-- 547, the product delete's PRODUCT_IN_USE): the reference restricts its delete.
CREATE TABLE "promotion_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "promotion_products_promotion_product_key" UNIQUE ("promotion_id", "product_id"),
	CONSTRAINT "promotion_products_promotion_fk" FOREIGN KEY ("customer_id", "promotion_id")
		REFERENCES "promotions"("customer_id", "id") ON DELETE CASCADE,
	CONSTRAINT "promotion_products_product_fk" FOREIGN KEY ("customer_id", "product_id")
		REFERENCES "products"("customer_id", "id")
);
--> statement-breakpoint
CREATE INDEX "promotion_products_product_idx" ON "promotion_products" USING btree ("product_id");
--> statement-breakpoint
-- The countries, states and cities a promotion is limited to (wire promocaoPais, promocaoEstado, promocaoCidade):
-- each the name a reading stores (readings.country, region, city), as the filter options offer it.
CREATE TABLE "promotion_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"kind" varchar(7) NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "promotion_places_kind_known" CHECK ("kind" IN ('country', 'state', 'city')),
	CONSTRAINT "promotion_places_promotion_kind_name_key" UNIQUE ("promotion_id", "kind", "name"),
	CONSTRAINT "promotion_places_promotion_fk" FOREIGN KEY ("customer_id", "promotion_id")
		REFERENCES "promotions"("customer_id", "id") ON DELETE CASCADE
);
--> statement-breakpoint
-- The eligible devices of a draw in the published order (issue 13 §5): position 0.. by entry_hash, the hex SHA-256
-- of the seed's hex, ':' and the device's id (readings.device_id) — published instead of the raw id; a device's
-- holder who knows its id can find itself in the list once the seed is revealed.
CREATE TABLE "promotion_draw_entries" (
	"promotion_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"device_id" integer NOT NULL,
	"entry_hash" varchar(64) NOT NULL,
	PRIMARY KEY ("promotion_id", "position"),
	CONSTRAINT "promotion_draw_entries_device_key" UNIQUE ("promotion_id", "device_id"),
	CONSTRAINT "promotion_draw_entries_promotion_fk" FOREIGN KEY ("customer_id", "promotion_id")
		REFERENCES "promotions"("customer_id", "id") ON DELETE CASCADE,
	CONSTRAINT "promotion_draw_entries_device_fk" FOREIGN KEY ("customer_id", "device_id")
		REFERENCES "devices"("customer_id", "id")
);
--> statement-breakpoint
-- The winners: one per device and promotion, each with its prize code, and who withdrew the prize, once.
CREATE TABLE "promotion_winners" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	-- 1.. in the order the draw picked them.
	"draw_order" integer NOT NULL,
	-- The winner's place in promotion_draw_entries.
	"entry_position" integer NOT NULL,
	-- 13 characters of 23456789ABCDEFGHJKMNPQRSTVWXYZ (no 0/O, 1/I/L, U): 63.8 bits from the CSPRNG.
	"code" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawer_name" text,
	"withdrawer_cpf" varchar(11),
	"withdrawer_address" text,
	"withdrawer_birth_date" date,
	"withdrawn_by_user_id" integer,
	CONSTRAINT "promotion_winners_code_key" UNIQUE ("code"),
	CONSTRAINT "promotion_winners_device_key" UNIQUE ("promotion_id", "device_id"),
	CONSTRAINT "promotion_winners_draw_order_key" UNIQUE ("promotion_id", "draw_order"),
	CONSTRAINT "promotion_winners_customer_id_key" UNIQUE ("customer_id", "id"),
	CONSTRAINT "promotion_winners_promotion_fk" FOREIGN KEY ("customer_id", "promotion_id")
		REFERENCES "promotions"("customer_id", "id") ON DELETE CASCADE,
	CONSTRAINT "promotion_winners_device_fk" FOREIGN KEY ("customer_id", "device_id")
		REFERENCES "devices"("customer_id", "id")
);
--> statement-breakpoint
-- A point of sale's list: its customer's winners, the latest withdrawals first.
CREATE INDEX "promotion_winners_customer_idx" ON "promotion_winners" USING btree ("customer_id", "withdrawn_at");
--> statement-breakpoint
-- The tag page's 'you won' (a device's prizes at its customer).
CREATE INDEX "promotion_winners_device_idx" ON "promotion_winners" USING btree ("customer_id", "device_id");
--> statement-breakpoint
-- The notifications' outbox (issue 13 §4): one row per winner and round, for a future sender to read and mark sent.
CREATE TABLE "promotion_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"winner_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"round" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "promotion_notifications_winner_round_key" UNIQUE ("winner_id", "round"),
	CONSTRAINT "promotion_notifications_promotion_fk" FOREIGN KEY ("customer_id", "promotion_id")
		REFERENCES "promotions"("customer_id", "id") ON DELETE CASCADE,
	CONSTRAINT "promotion_notifications_winner_fk" FOREIGN KEY ("customer_id", "winner_id")
		REFERENCES "promotion_winners"("customer_id", "id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "promotion_notifications_unsent_idx" ON "promotion_notifications" USING btree ("created_at") WHERE "sent_at" IS NULL;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON promotions, promotion_products, promotion_places TO tagtrail_app;
--> statement-breakpoint
-- The draw's entries and winners are written once by the job; only a withdrawal changes a winner afterwards.
GRANT SELECT, INSERT, DELETE ON promotion_draw_entries TO tagtrail_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON promotion_winners, promotion_notifications TO tagtrail_app;
--> statement-breakpoint
GRANT UPDATE ("withdrawn_at", "withdrawer_name", "withdrawer_cpf", "withdrawer_address", "withdrawer_birth_date",
  "withdrawn_by_user_id") ON promotion_winners TO tagtrail_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE promotions_id_seq, promotion_products_id_seq, promotion_places_id_seq,
  promotion_winners_id_seq, promotion_notifications_id_seq TO tagtrail_app;
--> statement-breakpoint
-- Row-level security as in 0004: a customer (and its points of sale, whose calls run in the customer's scope)
-- reaches its own rows; nobody else reads them.
ALTER TABLE promotions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY promotions_all ON promotions TO tagtrail_app
  USING (tenant_scope() = 'all') WITH CHECK (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY promotions_of_customer ON promotions TO tagtrail_app
  USING (customer_id = tenant_customer_id()) WITH CHECK (customer_id = tenant_customer_id());
--> statement-breakpoint
ALTER TABLE promotion_products ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY promotion_products_all ON promotion_products TO tagtrail_app
  USING (tenant_scope() = 'all') WITH CHECK (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY promotion_products_of_customer ON promotion_products TO tagtrail_app
  USING (customer_id = tenant_customer_id()) WITH CHECK (customer_id = tenant_customer_id());
--> statement-breakpoint
ALTER TABLE promotion_places ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY promotion_places_all ON promotion_places TO tagtrail_app
  USING (tenant_scope() = 'all') WITH CHECK (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY promotion_places_of_customer ON promotion_places TO tagtrail_app
  USING (customer_id = tenant_customer_id()) WITH CHECK (customer_id = tenant_customer_id());
--> statement-breakpoint
ALTER TABLE promotion_draw_entries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY promotion_draw_entries_all ON promotion_draw_entries TO tagtrail_app
  USING (tenant_scope() = 'all') WITH CHECK (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY promotion_draw_entries_of_customer ON promotion_draw_entries TO tagtrail_app
  USING (customer_id = tenant_customer_id()) WITH CHECK (customer_id = tenant_customer_id());
--> statement-breakpoint
ALTER TABLE promotion_winners ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY promotion_winners_all ON promotion_winners TO tagtrail_app
  USING (tenant_scope() = 'all') WITH CHECK (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY promotion_winners_of_customer ON promotion_winners TO tagtrail_app
  USING (customer_id = tenant_customer_id()) WITH CHECK (customer_id = tenant_customer_id());
--> statement-breakpoint
ALTER TABLE promotion_notifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY promotion_notifications_all ON promotion_notifications TO tagtrail_app
  USING (tenant_scope() = 'all') WITH CHECK (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY promotion_notifications_of_customer ON promotion_notifications TO tagtrail_app
  USING (customer_id = tenant_customer_id()) WITH CHECK (customer_id = tenant_customer_id());
