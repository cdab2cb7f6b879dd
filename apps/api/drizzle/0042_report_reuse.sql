-- Reuse instead of pulling twice (docs/careful-pulls.md). The company's reuse window (days; 0: off).
ALTER TABLE "customers" ADD COLUMN "report_reuse_days" integer NOT NULL DEFAULT 7;
--> statement-breakpoint
-- The consumer an inquiry is about as a keyed hash (HMAC-SHA-256 under a key derived from the data key)
-- of the SSN and the name: equal for the same consumer, never the SSN or name in clear. Null: an
-- inquiry stored before this migration, or of a product the check does not cover.
ALTER TABLE "report_inquiries" ADD COLUMN "consumer_key" text;
--> statement-breakpoint
CREATE INDEX "report_inquiries_consumer_key_idx" ON "report_inquiries" ("customer_id", "product", "consumer_key", "created_at" DESC) WHERE "deleted_at" IS NULL AND "consumer_key" IS NOT NULL;
--> statement-breakpoint
-- An order of a checked product in flight, one per company, product and consumer: a second identical
-- order (a double click, two tabs, two processes) waits for it instead of pulling too. A claim older
-- than a few minutes is a dead process's and is taken over.
CREATE TABLE "report_order_claims" (
  "customer_id" uuid NOT NULL REFERENCES "customers"("id") ON DELETE CASCADE,
  "product" text NOT NULL,
  "consumer_key" text NOT NULL,
  "claim_id" uuid NOT NULL,
  "claimed_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("customer_id", "product", "consumer_key")
);
