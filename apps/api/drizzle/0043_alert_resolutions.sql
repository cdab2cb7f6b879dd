-- Alerts that must be resolved before credit (docs/careful-pulls.md): the inquiry's alert state
-- (null: none to resolve; 'unresolved', 'verified', 'not-verified'), set when the report is stored,
-- with a partial index for My Reports' "alerts unresolved" filter; the company's policy steps per
-- alert type; and each inquiry's one resolution, its steps and notes encrypted (they may hold the
-- consumer's details).
ALTER TABLE "report_inquiries" ADD COLUMN "alert_status" text;
--> statement-breakpoint
CREATE INDEX "report_inquiries_alerts_unresolved_idx" ON "report_inquiries" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null and alert_status = 'unresolved';
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "alert_policy" jsonb;
--> statement-breakpoint
CREATE TABLE "alert_resolutions" (
	"inquiry_id" uuid PRIMARY KEY NOT NULL REFERENCES "report_inquiries"("id"),
	"customer_id" uuid NOT NULL REFERENCES "customers"("id"),
	"outcome" text NOT NULL,
	"resolved_by_user_id" uuid,
	"resolved_by" text NOT NULL,
	"resolution_enc" text NOT NULL,
	"resolved_at" timestamp with time zone DEFAULT now() NOT NULL
);
