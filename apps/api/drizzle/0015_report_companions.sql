CREATE TABLE "report_companions" (
	"inquiry_id" uuid NOT NULL,
	"product" text NOT NULL,
	"applicant" text NOT NULL,
	"consumer_name" text NOT NULL,
	"companion_inquiry_id" uuid,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_companions_inquiry_id_product_applicant_pk" PRIMARY KEY("inquiry_id","product","applicant")
);
--> statement-breakpoint
ALTER TABLE "report_companions" ADD CONSTRAINT "report_companions_inquiry_id_report_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."report_inquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_companions" ADD CONSTRAINT "report_companions_companion_inquiry_id_report_inquiries_id_fk" FOREIGN KEY ("companion_inquiry_id") REFERENCES "public"."report_inquiries"("id") ON DELETE no action ON UPDATE no action;