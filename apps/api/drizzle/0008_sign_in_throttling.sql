-- Password guessing slowed down, and access tokens that follow their account (issue 7 §4; apps/api/src/identity).
--
-- users.account_version goes into every access token (claim account_version); the API compares it with the row,
-- looked up at most every ACCOUNT_CHECK_CACHE seconds, so a deleted account (no row) or one whose password changed
-- or was reissued (a new version) stops working within that time instead of when its tokens expire.
ALTER TABLE "users" ADD COLUMN "account_version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- Any new password hash makes a new version, whatever code writes it (a change, the first sign-in's new password, a
-- reset). tagtrail_app has no grant on the column, so a tenant can neither set nor roll it back.
CREATE FUNCTION next_account_version() RETURNS trigger LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    NEW.account_version := OLD.account_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_next_account_version BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION next_account_version();
--> statement-breakpoint
-- A new version ends the account's sessions at the identity provider too, or silent renewal would hand a stolen
-- session fresh tokens of the new version. Not "AFTER UPDATE OF account_version": the column is set by the trigger
-- above, which such a trigger does not see.
CREATE FUNCTION forget_sessions_of_new_version() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public
  AS $$
BEGIN
  DELETE FROM idp_records WHERE payload->>'accountId' = OLD.id::text;
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION forget_sessions_of_new_version() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER users_forget_sessions_of_new_version AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.account_version IS DISTINCT FROM NEW.account_version)
  EXECUTE FUNCTION forget_sessions_of_new_version();
--> statement-breakpoint
-- Failed password attempts, counted per window: kind 'account' (subject: the sign-in name as typed, in lower case,
-- known or not, so the answer tells nothing about which names exist; 'known-account' when typed in a browser that
-- signed in as it before, which keeps a count of its own), 'address' (the client address; an IPv6
-- address by its /64), 'new-password' and 'password-change' (subject: the user id). Rows whose window has passed
-- mean nothing and are swept.
CREATE TABLE "password_throttles" (
	"kind" varchar(20) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "password_throttles_kind_subject_pk" PRIMARY KEY ("kind", "subject")
);
--> statement-breakpoint
CREATE INDEX "password_throttles_window_idx" ON "password_throttles" USING btree ("window_started_at");
--> statement-breakpoint
-- The password change is an API call, so it runs as tagtrail_app (0004): it may count only its own account's
-- failed changes, and sees no other row (sign-in names and client addresses are nobody's business).
GRANT SELECT, INSERT, UPDATE, DELETE ON password_throttles TO tagtrail_app;
--> statement-breakpoint
ALTER TABLE password_throttles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY password_throttles_own_password_change ON password_throttles TO tagtrail_app
  USING (kind = 'password-change' AND subject = tenant_user_id()::text)
  WITH CHECK (kind = 'password-change' AND subject = tenant_user_id()::text);
