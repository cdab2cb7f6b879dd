-- The mail queue (docs/operations.md, "E-mail delivery"). outbox_emails already held every message;
-- a message is now also a job: a process that cannot reach SMTP leaves it for a later attempt by any
-- process, instead of losing it. next_attempt_at is when a process may take it next (NULL: not to be
-- sent by SMTP: sent, given up, or written with no SMTP configured); taking it moves next_attempt_at
-- ahead by a lease, so a process that dies mid-send leaves it for another after the lease.
ALTER TABLE "outbox_emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_emails_due_idx" ON "outbox_emails" USING btree ("next_attempt_at") WHERE "next_attempt_at" IS NOT NULL;--> statement-breakpoint
-- A forgot-password request, answered before the name is looked up (the same answer and timing for every
-- name), is worked after the answer: held here, not in the memory of the process that answered, so a
-- process that stops first leaves it to another. The same lease as the mail: run_after moves ahead when taken.
CREATE TABLE "forgot_password_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text NOT NULL,
	"meta" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "forgot_password_requests_due_idx" ON "forgot_password_requests" USING btree ("run_after");
