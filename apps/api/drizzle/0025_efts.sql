CREATE TABLE "efts_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"folder_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"store_key" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"cycle_number" integer NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"transferred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transferred_by" text NOT NULL,
	"upload_id" uuid,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "efts_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"system_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"actions" text[] NOT NULL,
	"cycle_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "efts_folders_system_name" UNIQUE("system_id","name")
);
--> statement-breakpoint
CREATE TABLE "efts_systems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "efts_systems_company_code" UNIQUE("customer_id","code")
);
--> statement-breakpoint
CREATE TABLE "efts_upload_parts" (
	"upload_id" uuid NOT NULL,
	"part_number" integer NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "efts_upload_parts_upload_id_part_number_pk" PRIMARY KEY("upload_id","part_number")
);
--> statement-breakpoint
CREATE TABLE "efts_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"folder_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"username" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"part_size" integer NOT NULL,
	"part_count" integer NOT NULL,
	"status" text NOT NULL,
	"store_key" text NOT NULL,
	"store_upload_id" text,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "efts_files" ADD CONSTRAINT "efts_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efts_files" ADD CONSTRAINT "efts_files_folder_id_efts_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."efts_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efts_folders" ADD CONSTRAINT "efts_folders_system_id_efts_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."efts_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efts_folders" ADD CONSTRAINT "efts_folders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efts_systems" ADD CONSTRAINT "efts_systems_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efts_upload_parts" ADD CONSTRAINT "efts_upload_parts_upload_id_efts_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."efts_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efts_uploads" ADD CONSTRAINT "efts_uploads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efts_uploads" ADD CONSTRAINT "efts_uploads_folder_id_efts_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."efts_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efts_uploads" ADD CONSTRAINT "efts_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "efts_files_folder_idx" ON "efts_files" USING btree ("folder_id","direction","transferred_at");--> statement-breakpoint
CREATE INDEX "efts_uploads_status_idx" ON "efts_uploads" USING btree ("status","updated_at");