CREATE TABLE "eletter_letters" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"applicant" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_by" text NOT NULL,
	"eletter_id" uuid,
	"eletter_name" text NOT NULL,
	"eletter_type" text NOT NULL,
	"decision" text NOT NULL,
	"adverse" boolean NOT NULL,
	"decision_date" date NOT NULL,
	"letter_date" date NOT NULL,
	"due_date" date,
	"status" text DEFAULT 'due' NOT NULL,
	"sent_on" date,
	"consumer_name" text NOT NULL,
	"product" text NOT NULL,
	"content_enc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eletter_reason_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"bureau_factor_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eletter_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"eletter_name" text NOT NULL,
	"eletter_type" text NOT NULL,
	"score_type" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"created_by" text NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "letter_settings" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"address" text[] NOT NULL,
	"phone" text NOT NULL,
	"regulator" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eletter_letters" ADD CONSTRAINT "eletter_letters_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eletter_letters" ADD CONSTRAINT "eletter_letters_inquiry_id_report_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."report_inquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eletter_letters" ADD CONSTRAINT "eletter_letters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eletter_letters" ADD CONSTRAINT "eletter_letters_eletter_id_eletter_templates_id_fk" FOREIGN KEY ("eletter_id") REFERENCES "public"."eletter_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eletter_reason_codes" ADD CONSTRAINT "eletter_reason_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eletter_templates" ADD CONSTRAINT "eletter_templates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_settings" ADD CONSTRAINT "letter_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eletter_letters_tracker_idx" ON "eletter_letters" USING btree ("customer_id","status","due_date","id");--> statement-breakpoint
CREATE INDEX "eletter_letters_inquiry_idx" ON "eletter_letters" USING btree ("inquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "eletter_reason_codes_customer_code_unique" ON "eletter_reason_codes" USING btree ("customer_id",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "eletter_templates_customer_name_unique" ON "eletter_templates" USING btree ("customer_id",lower("eletter_name"));