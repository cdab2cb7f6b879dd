ALTER TABLE "api_clients" ADD COLUMN "auth_method" text DEFAULT 'client_secret' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "public_jwk" jsonb;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "jwks_url" text;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "jwks_cached" jsonb;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "jwks_fetched_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "api_client_assertions" (
	"client_id" uuid NOT NULL,
	"jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "api_client_assertions_client_id_jti_pk" PRIMARY KEY("client_id","jti")
);
--> statement-breakpoint
ALTER TABLE "api_client_assertions" ADD CONSTRAINT "api_client_assertions_client_id_api_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."api_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_client_assertions_expires_idx" ON "api_client_assertions" USING btree ("expires_at");
