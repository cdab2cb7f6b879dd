CREATE TABLE "server_instances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer" text NOT NULL,
	"signing_key_id" text NOT NULL,
	"data_key_id" text NOT NULL,
	"host" text NOT NULL,
	"pid" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
