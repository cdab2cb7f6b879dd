CREATE TABLE "batch_rows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"batch_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"status" text NOT NULL,
	"consumer_name" text NOT NULL,
	"ssn_last4" text NOT NULL,
	"customer_reference_number" text NOT NULL,
	"request_enc" text,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"claim_token" uuid,
	"inquiry_id" uuid,
	"report_status" text,
	"key_findings" text,
	"tracking_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "batch_rows_batch_row_unique" UNIQUE("batch_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"username" text NOT NULL,
	"batch_name" text NOT NULL,
	"file_name" text NOT NULL,
	"product" text NOT NULL,
	"product_code" text NOT NULL,
	"template_id" uuid,
	"template_name" text,
	"status" text NOT NULL,
	"download_status" text DEFAULT 'not-downloaded' NOT NULL,
	"account_number" text,
	"permissible_purpose" text,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"invalid_rows" integer DEFAULT 0 NOT NULL,
	"completed_rows" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"finished_since_start" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"last_claimed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "batch_rows" ADD CONSTRAINT "batch_rows_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_rows_queue_idx" ON "batch_rows" USING btree ("batch_id","row_number") WHERE status in ('pending', 'processing');--> statement-breakpoint
CREATE INDEX "batch_rows_status_idx" ON "batch_rows" USING btree ("batch_id","status","row_number");--> statement-breakpoint
CREATE INDEX "batches_customer_time_idx" ON "batches" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "batches_active_idx" ON "batches" USING btree ("last_claimed_at") WHERE status in ('queued', 'processing');