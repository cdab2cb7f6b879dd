CREATE TABLE "sdn_entries" (
	"list_id" uuid NOT NULL,
	"ent_num" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"remarks" text NOT NULL,
	"programs" jsonb NOT NULL,
	"aliases" jsonb NOT NULL,
	"addresses" jsonb NOT NULL,
	"births" jsonb NOT NULL,
	"countries" jsonb NOT NULL,
	CONSTRAINT "sdn_entries_list_id_ent_num_pk" PRIMARY KEY("list_id","ent_num")
);
--> statement-breakpoint
CREATE TABLE "sdn_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"published_on" date NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entry_count" integer NOT NULL,
	"alias_count" integer NOT NULL,
	"current" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sdn_entries" ADD CONSTRAINT "sdn_entries_list_id_sdn_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."sdn_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sdn_lists_one_current" ON "sdn_lists" USING btree ("current") WHERE "sdn_lists"."current";