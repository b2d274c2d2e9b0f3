-- Prize codes at the till (issue 24 §2): guessing is slowed down, and every withdrawal is audited.
--
-- A code looked up or withdrawn that is not the caller's customer's counts against the account that typed it, in
-- password_throttles (kind 'prize-code', subject the user id; apps/api/src/identity/attempt-throttle.ts): past 10 in a
-- minute, every code waits, the right ones too. The calls run as tagtrail_app, which may touch only its own account's
-- count, as with the password change (0008).
CREATE POLICY password_throttles_own_prize_codes ON password_throttles TO tagtrail_app
  USING (kind = 'prize-code' AND subject = tenant_user_id()::text)
  WITH CHECK (kind = 'prize-code' AND subject = tenant_user_id()::text);
--> statement-breakpoint
-- Who withdrew each prize, when, and at which till: one row per withdrawal, written in the withdrawal's own
-- transaction. No reference to users: the record outlives the account that made it.
CREATE TABLE "prize_withdrawals" (
	"customer_id" integer NOT NULL,
	"winner_id" integer NOT NULL,
	-- The transaction's time, the same instant as promotion_winners.withdrawn_at.
	"withdrawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	-- The signed-in account that withdrew it.
	"user_id" integer NOT NULL,
	-- The till: the sales point (its account's id, spec B §3 "Sales point") that withdrew it; null when the customer's
	-- own staff did, from the promotion list.
	"sales_point_id" integer,
	CONSTRAINT "prize_withdrawals_pk" PRIMARY KEY ("customer_id", "winner_id"),
	CONSTRAINT "prize_withdrawals_winner_fk" FOREIGN KEY ("customer_id", "winner_id")
		REFERENCES "promotion_winners"("customer_id", "id") ON DELETE CASCADE
);
--> statement-breakpoint
-- Written once, never changed or erased through the API.
GRANT SELECT, INSERT ON prize_withdrawals TO tagtrail_app;
--> statement-breakpoint
-- Row-level security as in 0020: administrators and the customer (with its points of sale, whose calls run in the
-- customer's scope) read their own; nobody else reads them.
ALTER TABLE prize_withdrawals ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY prize_withdrawals_all_read ON prize_withdrawals FOR SELECT TO tagtrail_app
  USING (tenant_scope() = 'all');
--> statement-breakpoint
CREATE POLICY prize_withdrawals_of_customer_read ON prize_withdrawals FOR SELECT TO tagtrail_app
  USING (customer_id = tenant_customer_id());
--> statement-breakpoint
-- Nothing in a record is the caller's to choose: the account is the token's, the till is that account when it is a
-- sales point and none otherwise, the time is the transaction's, and the prize is one this transaction withdrew.
CREATE POLICY prize_withdrawals_own_record ON prize_withdrawals FOR INSERT TO tagtrail_app
  WITH CHECK (
    customer_id = tenant_customer_id()
    AND user_id = tenant_user_id()
    AND sales_point_id IS NOT DISTINCT FROM
      (SELECT u.id FROM users u WHERE u.id = tenant_user_id() AND u.role = 'pointofsale')
    AND withdrawn_at = now()
    AND EXISTS (SELECT FROM promotion_winners w
                WHERE w.customer_id = prize_withdrawals.customer_id AND w.id = prize_withdrawals.winner_id
                  AND w.withdrawn_at = prize_withdrawals.withdrawn_at)
  );
--> statement-breakpoint
-- A prize is withdrawn once: the API no longer changes a winner whose prize was taken, so its withdrawer's data stays
-- what the record above was written for. (WITH CHECK true: without it the USING would also bind the new row, and
-- refuse the withdrawal itself.)
CREATE POLICY promotion_winners_withdrawn_once ON promotion_winners AS RESTRICTIVE FOR UPDATE TO tagtrail_app
  USING (withdrawn_at IS NULL) WITH CHECK (true);
