DROP INDEX "users_customer_username_idx";--> statement-breakpoint
CREATE INDEX "users_customer_username_id_idx" ON "users" USING btree ("customer_id","username","id") WHERE deleted_at is null;