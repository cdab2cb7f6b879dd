CREATE TABLE "product_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"member_number" text NOT NULL,
	"product_code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_registrations" (
	"customer_id" uuid NOT NULL,
	"registration" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"registered_by" uuid,
	CONSTRAINT "product_registrations_customer_id_registration_pk" PRIMARY KEY("customer_id","registration")
);
--> statement-breakpoint
CREATE TABLE "user_counters" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"users" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_group_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_group_products" (
	"group_id" uuid NOT NULL,
	"product_code" text NOT NULL,
	CONSTRAINT "user_group_products_group_id_product_code_pk" PRIMARY KEY("group_id","product_code")
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"privilege" text DEFAULT 'standard' NOT NULL,
	"file_transfer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(username || ' ' || first_name || ' ' || last_name || ' ' || email)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_configurations" ADD CONSTRAINT "product_configurations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- (moved up: the foreign key below needs this unique index to exist first)
CREATE UNIQUE INDEX "customer_members_customer_number_key" ON "customer_members" USING btree ("customer_id","member_number");--> statement-breakpoint
ALTER TABLE "product_configurations" ADD CONSTRAINT "product_configurations_member_fk" FOREIGN KEY ("customer_id","member_number") REFERENCES "public"."customer_members"("customer_id","member_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_registrations" ADD CONSTRAINT "product_registrations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_products" ADD CONSTRAINT "user_group_products_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_configurations_member_idx" ON "product_configurations" USING btree ("customer_id","member_number");--> statement-breakpoint
CREATE INDEX "user_group_members_user_idx" ON "user_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_groups_customer_name_key" ON "user_groups" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "users_customer_username_idx" ON "users" USING btree ("customer_id","username") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
-- Keeps user_counters.users equal to the number of users (not deleted) per company, whatever writes them.
CREATE FUNCTION "user_counters_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta_old integer := 0;
  delta_new integer := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
    delta_old := -1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
    delta_new := 1;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.customer_id = NEW.customer_id THEN
    delta_new := delta_new + delta_old;
    delta_old := 0;
  END IF;
  IF delta_old <> 0 THEN
    UPDATE user_counters SET users = users + delta_old WHERE customer_id = OLD.customer_id;
  END IF;
  IF delta_new <> 0 THEN
    INSERT INTO user_counters AS c (customer_id, users) VALUES (NEW.customer_id, delta_new)
    ON CONFLICT (customer_id) DO UPDATE SET users = c.users + EXCLUDED.users;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_count" AFTER INSERT OR UPDATE OF deleted_at, customer_id OR DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "user_counters_track"();
--> statement-breakpoint
INSERT INTO user_counters (customer_id, users) SELECT customer_id, count(*) FROM users WHERE deleted_at IS NULL GROUP BY customer_id;
