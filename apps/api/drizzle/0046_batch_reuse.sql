-- Reuse instead of pulling twice, in batches (docs/careful-pulls.md): a valid row's consumer key (the
-- keyed hash of its SSN and names, never the clear values), the recent report the dry run found for
-- it (one the submitter may read), and the submitter's choice at confirm ('reuse' or 'pull', with
-- its reason). A reused row is settled at confirm as 'reused', pointing at the earlier inquiry.
ALTER TABLE "batch_rows" ADD COLUMN "consumer_key" text;
--> statement-breakpoint
ALTER TABLE "batch_rows" ADD COLUMN "reuse_inquiry_id" uuid;
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "reuse_choice" text;
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "reuse_reason" text;
