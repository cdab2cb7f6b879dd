CREATE TABLE "product_registration_forms" (
	"customer_id" uuid NOT NULL,
	"form" text NOT NULL,
	"status" text NOT NULL,
	"values" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by" uuid,
	"submitted_by_username" text NOT NULL,
	CONSTRAINT "product_registration_forms_customer_id_form_pk" PRIMARY KEY("customer_id","form")
);
--> statement-breakpoint
ALTER TABLE "product_registration_forms" ADD CONSTRAINT "product_registration_forms_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;