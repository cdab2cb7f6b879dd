ALTER TABLE "product_configurations" ADD COLUMN "options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_configurations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_configurations" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "product_configurations" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "product_configurations" ADD CONSTRAINT "product_configurations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_configurations" ADD CONSTRAINT "product_configurations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_configurations_customer_name_unique" ON "product_configurations" USING btree ("customer_id",lower("name"));--> statement-breakpoint
UPDATE "product_configurations" SET "updated_at" = "created_at";
