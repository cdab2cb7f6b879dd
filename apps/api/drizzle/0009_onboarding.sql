CREATE TABLE "member_number_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_number" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "member_numbers" (
	"member_number" text PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"security_code_hash" text NOT NULL,
	"products" text[] DEFAULT '{}'::text[] NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text NOT NULL,
	"locked_until" timestamp with time zone,
	"used_at" timestamp with time zone,
	"used_by_customer_id" uuid,
	"registration_type" text,
	"acknowledged_by" text
);
--> statement-breakpoint
CREATE TABLE "retired_usernames" (
	"username" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "member_number_failures" ADD CONSTRAINT "member_number_failures_number_fk" FOREIGN KEY ("member_number") REFERENCES "public"."member_numbers"("member_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_numbers" ADD CONSTRAINT "member_numbers_used_by_customer_id_customers_id_fk" FOREIGN KEY ("used_by_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retired_usernames" ADD CONSTRAINT "retired_usernames_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_number_failures_number_time_idx" ON "member_number_failures" USING btree ("member_number","failed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_numbers_customer_key" ON "member_numbers" USING btree ("used_by_customer_id");--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers). A retired login name (retired_usernames: a
-- legacy user's old name after the move to a new User ID) is never given to anyone again. The check
-- runs after the row is in the unique index, so a name retired by a transaction that committed while
-- this one waited on that index is seen; it raises a unique violation, as a taken name does.
CREATE FUNCTION "users_username_not_retired"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    IF EXISTS (SELECT 1 FROM new_rows n JOIN retired_usernames r ON r.username = n.username) THEN
      RAISE EXCEPTION 'a retired user name cannot be given again' USING ERRCODE = 'unique_violation', CONSTRAINT = 'users_username_retired';
    END IF;
  ELSIF EXISTS (SELECT 1 FROM retired_usernames r WHERE r.username = NEW.username) THEN
    RAISE EXCEPTION 'a retired user name cannot be given again' USING ERRCODE = 'unique_violation', CONSTRAINT = 'users_username_retired';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- per statement for inserts (a bulk import checks its names in one join), per row for renames
CREATE TRIGGER "users_username_retired_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "users_username_not_retired"();
--> statement-breakpoint
CREATE TRIGGER "users_username_retired_update" AFTER UPDATE OF username ON "users"
FOR EACH ROW EXECUTE FUNCTION "users_username_not_retired"();
