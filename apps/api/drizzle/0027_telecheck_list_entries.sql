CREATE TABLE "telecheck_list_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"check_number" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"routing_number" text NOT NULL,
	"account_last4" text NOT NULL,
	"account_encrypted" text NOT NULL,
	"consumer_name" text NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"placed_by" text NOT NULL,
	"source" text NOT NULL,
	"inquiry_id" uuid
);
--> statement-breakpoint
ALTER TABLE "telecheck_list_entries" ADD CONSTRAINT "telecheck_list_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telecheck_list_entries" ADD CONSTRAINT "telecheck_list_entries_inquiry_id_report_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."report_inquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telecheck_list_entries_company_list" ON "telecheck_list_entries" USING btree ("customer_id","type","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "telecheck_list_entries_one_per_report" ON "telecheck_list_entries" USING btree ("inquiry_id","type") WHERE "telecheck_list_entries"."inquiry_id" is not null;