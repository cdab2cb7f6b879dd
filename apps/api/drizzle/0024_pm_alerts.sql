CREATE TABLE "pm_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"watch_entry_id" uuid NOT NULL,
	"alert_date" date NOT NULL,
	"alert_type" text NOT NULL,
	"details_enc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pm_watch_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"account_number" text NOT NULL,
	"customer_reference_number" text NOT NULL,
	"consumer_name" text NOT NULL,
	"ssn_last4" text NOT NULL,
	"identity_enc" text NOT NULL,
	"added_by" uuid,
	"added_by_username" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"monitored_through" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pm_alerts" ADD CONSTRAINT "pm_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_alerts" ADD CONSTRAINT "pm_alerts_watch_entry_id_pm_watch_entries_id_fk" FOREIGN KEY ("watch_entry_id") REFERENCES "public"."pm_watch_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_watch_entries" ADD CONSTRAINT "pm_watch_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pm_watch_entries" ADD CONSTRAINT "pm_watch_entries_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pm_alerts_once" ON "pm_alerts" USING btree ("watch_entry_id","alert_date","alert_type");--> statement-breakpoint
CREATE INDEX "pm_alerts_company_date" ON "pm_alerts" USING btree ("customer_id","alert_date");--> statement-breakpoint
CREATE UNIQUE INDEX "pm_watch_entries_consumer" ON "pm_watch_entries" USING btree ("customer_id","account_number","consumer_name","ssn_last4");--> statement-breakpoint
CREATE INDEX "pm_watch_entries_list" ON "pm_watch_entries" USING btree ("customer_id","added_at");