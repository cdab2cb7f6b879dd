-- Passkeys (WebAuthn): a user's credentials, the single-use challenges of the ceremonies (in the
-- database, so that any process may finish what another began), and the company's passkey rule.
CREATE TABLE "passkey_credentials" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  -- the credential id as the authenticator gave it (base64url); unique across every user
  "credential_id" text NOT NULL,
  -- the COSE public key (base64url)
  "public_key" text NOT NULL,
  "sign_count" bigint DEFAULT 0 NOT NULL,
  "transports" text[] DEFAULT '{}' NOT NULL,
  "device_type" text NOT NULL,
  "backed_up" boolean NOT NULL,
  "name" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_used_at" timestamp with time zone,
  CONSTRAINT "passkey_credentials_device_type_check" CHECK ("device_type" IN ('singleDevice', 'multiDevice'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "passkey_credentials_credential_id_key" ON "passkey_credentials" ("credential_id");
--> statement-breakpoint
CREATE INDEX "passkey_credentials_user_idx" ON "passkey_credentials" ("user_id");
--> statement-breakpoint
CREATE TABLE "webauthn_challenges" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "challenge" text NOT NULL,
  "purpose" text NOT NULL,
  -- the user it was issued for; null for a discoverable sign-in (any passkey may answer)
  "user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  CONSTRAINT "webauthn_challenges_purpose_check" CHECK ("purpose" IN ('registration', 'authentication'))
);
--> statement-breakpoint
CREATE INDEX "webauthn_challenges_expires_idx" ON "webauthn_challenges" ("expires_at");
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "passkey_policy" text DEFAULT 'optional' NOT NULL;
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_passkey_policy_check" CHECK ("passkey_policy" IN ('optional', 'second-factor', 'required'));
