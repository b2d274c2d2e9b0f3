CREATE TABLE "idp_records" (
	"kind" varchar(40) NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"consumed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "idp_records_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "idp_secrets" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_username_unique";--> statement-breakpoint
CREATE INDEX "idp_records_grant_idx" ON "idp_records" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "idp_records_uid_idx" ON "idp_records" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "idp_records_user_code_idx" ON "idp_records" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "idp_records_expires_idx" ON "idp_records" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));