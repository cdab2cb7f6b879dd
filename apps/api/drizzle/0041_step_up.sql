-- Step-up (RFC 9470): when the session last proved a second factor, and how; shared by every process.
ALTER TABLE "sessions" ADD COLUMN "factor_proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "factor_amr" text[];--> statement-breakpoint
-- A step-up challenge is the login's MFA challenge bound to one session (null: a login's).
ALTER TABLE "mfa_challenges" ADD COLUMN "session_id" uuid REFERENCES "sessions"("id") ON DELETE CASCADE;--> statement-breakpoint
-- The company's rule for users without a second factor at step-up acts.
ALTER TABLE "customers" ADD COLUMN "mfa_setup_policy" text DEFAULT 'required' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_mfa_setup_policy_check" CHECK ("mfa_setup_policy" IN ('required', 'recommended', 'off'));
