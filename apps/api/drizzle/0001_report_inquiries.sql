CREATE TABLE "customer_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"member_number" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_products" (
	"customer_id" uuid NOT NULL,
	"product_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_products_customer_id_product_code_pk" PRIMARY KEY("customer_id","product_code")
);
--> statement-breakpoint
CREATE TABLE "report_inquiries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"username" text NOT NULL,
	"product" text NOT NULL,
	"product_code" text NOT NULL,
	"account_number" text NOT NULL,
	"customer_reference_number" text NOT NULL,
	"permissible_purpose" text NOT NULL,
	"status" text NOT NULL,
	"consumer_name" text NOT NULL,
	"co_applicant_name" text,
	"ssn_last4" text NOT NULL,
	"search_text" text NOT NULL,
	"identity_enc" text NOT NULL,
	"report_enc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid
);
--> statement-breakpoint
ALTER TABLE "customer_members" ADD CONSTRAINT "customer_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_products" ADD CONSTRAINT "customer_products_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_inquiries" ADD CONSTRAINT "report_inquiries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_inquiries" ADD CONSTRAINT "report_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_members_number_key" ON "customer_members" USING btree ("member_number");--> statement-breakpoint
CREATE INDEX "report_inquiries_user_time_idx" ON "report_inquiries" USING btree ("customer_id","user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "report_inquiries_customer_time_idx" ON "report_inquiries" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "report_inquiries_usage_idx" ON "report_inquiries" USING btree ("customer_id","created_at","product_code");