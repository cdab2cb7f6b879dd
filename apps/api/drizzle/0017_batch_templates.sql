CREATE TABLE "batch_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"template_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"product" text NOT NULL,
	"columns" jsonb NOT NULL,
	"defaults" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_templates" ADD CONSTRAINT "batch_templates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batch_templates_customer_name_unique" ON "batch_templates" USING btree ("customer_id",lower("template_name"));--> statement-breakpoint
CREATE INDEX "batch_templates_customer_updated_idx" ON "batch_templates" USING btree ("customer_id","updated_at" DESC NULLS LAST);