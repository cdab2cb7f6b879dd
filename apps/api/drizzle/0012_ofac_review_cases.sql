CREATE TABLE "ofac_review_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"subject_name" text NOT NULL,
	"candidate_count" integer NOT NULL,
	"best_score" real NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by_user_id" uuid,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	"ent_num" integer,
	"report_due_on" date
);
--> statement-breakpoint
ALTER TABLE "ofac_review_cases" ADD CONSTRAINT "ofac_review_cases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofac_review_cases" ADD CONSTRAINT "ofac_review_cases_inquiry_id_report_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."report_inquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ofac_review_cases_inquiry" ON "ofac_review_cases" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "ofac_review_cases_customer_status" ON "ofac_review_cases" USING btree ("customer_id","status","opened_at");