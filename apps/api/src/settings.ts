/**
 * Every environment variable the server reads, declared once: its default as documented, whether
 * production requires it (or refuses it), and what it means. config.ts parses and checks the values;
 * this table is what the README's Configuration table is generated from (`npm run docs:settings`), and
 * settings.test.ts keeps the two and config.ts's schema from drifting apart.
 */
export type Setting = {
  name: string;
  /** the default as the README shows it (markdown). */
  default: string;
  /** 'required': NODE_ENV=production does not start without it; 'refused': nor with it set (or `true`). */
  production?: 'required' | 'refused';
  /** what it does (markdown, one table cell). */
  meaning: string;
};

export const SETTINGS: readonly Setting[] = [
  { name: 'PORT', default: '`3000`', meaning: 'HTTP port (portal and API)' },
  { name: 'HOST', default: '`127.0.0.1`', meaning: 'interface to listen on: loopback by default, so a fresh `npm start` is reachable from this machine only; set `0.0.0.0` (behind TLS and with `PUBLIC_URL`) to serve others' },
  { name: 'PUBLIC_URL', default: '`http://localhost:$PORT`', production: 'required', meaning: 'the address users reach; the token issuer is `$PUBLIC_URL/api`; required in production' },
  { name: 'DATA_DIR', default: '`./data`', meaning: 'embedded database, development keys' },
  { name: 'DATABASE_URL', default: 'unset', meaning: 'a PostgreSQL server instead of the embedded database' },
  { name: 'DATABASE_MIGRATION_URL', default: 'unset', meaning: 'PostgreSQL only: the tables\' owner, through which the migrations run at start; `DATABASE_URL` is then the application\'s role, which owns nothing (`npm run db:app-role`, above). Unset: `DATABASE_URL` migrates' },
  { name: 'NODE_ENV', default: '`development`', meaning: '`production` requires the settings marked required and refuses those marked refused, the demo data and the development keys (a database holding the demo companies does not start); `test` for the test suite' },
  { name: 'SEED_DEMO_DATA', default: '`true` outside production', production: 'refused', meaning: 'create the demo data on an empty database; `true` is refused in production' },
  { name: 'DEV_OUTBOX_KEY', default: 'unset', production: 'refused', meaning: 'outside production (refused in production): the key (at least 32 characters) that opens the development outbox; unset, one is created under `DATA_DIR/keys`. The server prints the outbox link with it at start' },
  { name: 'WEB_DIST_DIR', default: '`apps/web/dist`', meaning: 'the built portal (`npm run build`) the server serves beside the API; another build for tests and screenshots' },
  { name: 'LOG_LEVEL', default: '`info`', meaning: '`fatal` … `trace`, `silent`. A request is logged at `info` only when refused (4xx; `error` when it fails, 5xx), with its correlation id; answered requests only at `debug`' },
  { name: 'BODY_LIMIT_BYTES', default: '`1048576`', meaning: 'larger request bodies get 413' },
  { name: 'DATA_ENCRYPTION_KEY', default: 'unset', production: 'required', meaning: '32 random bytes, base64 (`openssl rand -base64 32`): the AES-256-GCM key for consumer data at rest. Unset outside production: created under `DATA_DIR/keys` on first start; required in production' },
  { name: 'BUREAU', default: '`sandbox`', meaning: 'the consumer credit bureau behind the data-source interface; `sandbox` is the deterministic test bureau (personas in [`docs/sandbox-personas.md`](docs/sandbox-personas.md))' },
  { name: 'BUREAU_URL', default: 'unset', meaning: 'a consumer bureau over HTTP instead of `BUREAU` (`POST $BUREAU_URL/consumer-reports`, JSON, the pull\'s idempotency key as the `Idempotency-Key` header, 15 s timeout); `https://` in production' },
  { name: 'SMTP_URL', default: 'unset', production: 'required', meaning: 'the mail server, `smtp://user:pass@host:587` or `smtps://…:465`: invitations, sign-in codes, password-reset codes, temporary passwords, batch and webhook notices. A message SMTP refuses is kept in the database and retried (`MAIL_RETRY_SECONDS`, `MAIL_MAX_ATTEMPTS`; [operations](docs/operations.md#e-mail-delivery)). Unset outside production: messages stay in the development outbox. Required in production' },
  { name: 'MAIL_FROM', default: '`Creditdesk <no-reply@creditdesk.example>`', production: 'required', meaning: 'the sender of every e-mail (`Name <address>`); required in production (the default is an example address)' },
  { name: 'MAIL_MAX_ATTEMPTS', default: '`8`', meaning: 'SMTP attempts per message, the immediate one included, before it is given up (kept with `failed_at`, logged at `error`); 1 to 50' },
  { name: 'MAIL_RETRY_SECONDS', default: '`30`', meaning: 'the wait after a message\'s first failed attempt; it doubles with each further failure, up to an hour; 1 to 3600' },
  { name: 'BATCH_WORKERS', default: '`1` (embedded), `2` (PostgreSQL)', meaning: 'the batch queue\'s loops in this process; `0`: none (another process takes the work)' },
  { name: 'BATCH_CHUNK_SIZE', default: '`200`', meaning: 'rows a loop claims at a time (stored fifty a transaction)' },
  { name: 'BATCH_LEASE_SECONDS', default: '`60`', meaning: 'how long a claim holds its rows: the rows of a process that dies are taken again after it' },
  { name: 'BATCH_IDLE_MS', default: '`1000`', meaning: 'how long an idle loop waits before looking again (a batch confirmed in the same process wakes it at once)' },
  { name: 'FILE_STORE', default: '`local`', meaning: 'where transferred files go: `local` (`DATA_DIR/files`, AES-256-GCM at rest) or `s3://bucket[/prefix]` (S3 multipart uploads, server-side encryption); [`docs/file-transfer.md`](docs/file-transfer.md)' },
  { name: 'S3_ENDPOINT', default: 'unset', meaning: 'an S3-compatible server\'s address (path-style); unset: AWS. Credentials from the AWS SDK\'s chain (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, a profile, a role)' },
  { name: 'S3_REGION', default: '`us-east-1`', meaning: 'the bucket\'s region' },
  { name: 'S3_SSE', default: '`AES256`', meaning: 'server-side encryption asked of the bucket: `AES256`, `aws:kms` (with `S3_SSE_KMS_KEY_ID`) or `none`' },
  { name: 'S3_SSE_KMS_KEY_ID', default: 'unset', meaning: 'with `S3_SSE=aws:kms`: the KMS key the bucket encrypts with' },
  { name: 'EFTS_PART_BYTES', default: '`8388608`', meaning: 'the part size uploads are cut into (a multiple of 65536; at least 5 MiB on AWS)' },
  { name: 'EFTS_PART_IDLE_SECONDS', default: '`60`', meaning: 'a part whose bytes stop arriving this long (a connection lost without a close) is given up and its write removed' },
  { name: 'TOKEN_SIGNING_KEY', default: 'unset', production: 'required', meaning: 'the Ed25519 private key (JWK as JSON) that signs tokens; unset: created under `DATA_DIR/keys` on first start; required in production (share it between processes)' },
  { name: 'ACCESS_TOKEN_TTL_SECONDS', default: '`900`', meaning: 'access-token lifetime' },
  { name: 'SESSION_MAX_SECONDS', default: '`28800`', meaning: 'active-session length (8 h); refresh tokens die with it' },
  { name: 'SESSION_WARNING_SECONDS', default: '`900`', meaning: 'the "session will expire" warning shows this long before the end' },
  { name: 'SESSION_EXPIRED_LOGOUT_SECONDS', default: '`15`', meaning: 'forced logout after the expired dialog' },
  { name: 'SESSION_CHECK_SECONDS', default: '`1`', meaning: 'how often the portal checks the session' },
  { name: 'INACTIVITY_WARNING_SECONDS', default: '`810`', meaning: 'idle time before the "logged out soon" dialog' },
  { name: 'INACTIVITY_LOGOUT_SECONDS', default: '`90`', meaning: 'further idle time before logout' },
  { name: 'REFRESH_LEAD_SECONDS', default: '`100`', meaning: 'refresh this long before the access token expires' },
  { name: 'REFRESH_UNKNOWN_SECONDS', default: '`199`', meaning: 'refresh after this long when the expiry is unknown' },
  { name: 'REFRESHING_STATE_MS', default: '`1000`', meaning: 'the "refreshing" state on a browser reload' },
  { name: 'STEP_UP_MAX_AGE_SECONDS', default: '`300`', meaning: 'how recent a second factor must be for a step-up act (confirming a batch, exports, API clients, webhooks, security settings, consent: [docs/security.md](docs/security.md))' },
  { name: 'LOCKOUT_THRESHOLD', default: '`5`', meaning: 'consecutive failed logins that lock a user name' },
  { name: 'LOCKOUT_MINUTES', default: '`30`', meaning: 'how long the lock lasts' },
  { name: 'LOGIN_IP_ATTEMPTS_PER_MINUTE', default: '`30`', meaning: 'login attempts allowed from one client address (IPv6: one /64) in a minute; past it 1012' },
  { name: 'ORDER_RATE_PER_MINUTE', default: '`30`', meaning: 'report orders one user may place in a minute, counted in the database across processes (every product\'s order route; batch rows are not orders of this kind); past it 429 with `Retry-After`, before any data source is called' },
  { name: 'API_CLIENT_CALLS_PER_MINUTE', default: '`600`', meaning: 'calls one API client may make in a minute (every endpoint and the token endpoint), counted in the database across processes; past it 429 with `Retry-After` ([integration](docs/integration.md))' },
  { name: 'API_CLIENT_TOKEN_TTL_SECONDS', default: '`900`', meaning: 'lifetime of an API client\'s access token (client credentials), 60 to 3600; no refresh token: the client asks again' },
  { name: 'API_CLIENT_JWKS_TTL_SECONDS', default: '`300`', meaning: 'how long a `private_key_jwt` client\'s JWKS, read from its URL, is used before it is read again (kept on the client\'s row: every process shares it); 0 to 3600. A JWKS URL follows the identity provider\'s outbound rules (`SSO_ALLOW_PRIVATE_ISSUERS`)' },
  { name: 'WEBHOOK_ATTEMPT_TIMEOUT_MS', default: '`5000`', meaning: 'how long one webhook delivery attempt may take (100 to 30000); a slower receiver is retried on the backoff schedule ([integration](docs/integration.md))' },
  { name: 'WEBHOOK_ALLOW_PRIVATE_URLS', default: '`false`', production: 'refused', meaning: 'tests and development only (refused with `NODE_ENV=production`): lets a webhook endpoint be plain http on loopback or a private address' },
  { name: 'PASSWORD_EXPIRY_WARNING_DAYS', default: '`14`', meaning: 'warn (2001) this long before a password expires (only for companies with a maximum password age)' },
  { name: 'FORGOT_PASSWORD_CODE_MINUTES', default: '`15`', meaning: 'lifetime of an e-mailed forgot-password code' },
  { name: 'CLEANUP_INTERVAL_SECONDS', default: '`300`', meaning: 'how often each server process deletes expired MFA challenges, passkey challenges, one-time codes, single-sign-on transactions, authorization codes and refresh tokens, and outbox messages older than the longest code life (the larger of `FORGOT_PASSWORD_CODE_MINUTES` and the e-mailed login code\'s 10 minutes); safe with several processes on one database ([decisions](docs/decisions.md#security-hardening))' },
  { name: 'AUDIT_SIGNING_KEY', default: 'unset', production: 'required', meaning: 'the audit trail\'s Ed25519 key (a private JWK as JSON) signing the chain-head checkpoints and each audit CSV\'s manifest; unset outside production: `DATA_DIR/keys/audit-signing.jwk.json`, created on first start ([audit](docs/audit.md#the-audit-signing-key)); required in production' },
  { name: 'AUDIT_CHECKPOINT_INTERVAL_SECONDS', default: '`900`', meaning: 'how often each server process writes a signed checkpoint of the audit chains\' heads to the file store (`DATA_DIR/audit-checkpoints`, or the `FILE_STORE` bucket); 0: only on demand (`npm run audit:verify -- --database --checkpoint`); safe with several processes' },
  { name: 'TRUST_PROXY', default: '`false`', meaning: 'whose `X-Forwarded-For` to believe for the client address: `false` (none: the connection\'s own address), a hop count (`1` behind one load balancer), the proxies\' addresses/CIDRs, or `true` (every hop — never in production: a client can then forge its address past the companies\' network ranges (1002/1004) and the per-address limit (1012)). Behind a load balancer set the hop count' },
  { name: 'SUPPORT_EMAIL', default: '`support@creditdesk.example`', meaning: 'the support address shown on the landing and migration pages' },
  { name: 'SUPPORT_PHONE', default: '`1-800-555-0199, option 3 then option 4`', meaning: 'the support telephone shown on the landing and migration pages' },
  { name: 'COMMERCIAL_PRODUCTS_URL', default: '`https://commercial.creditdesk.example`', meaning: 'the commercial products link shown on the landing page' },
  { name: 'SHUTDOWN_DRAIN_SECONDS', default: '`0`', meaning: 'on SIGTERM, how long readiness (`GET /api/health/ready`) answers 503 while the process still serves, before it stops listening: at least the load balancer\'s check interval × fall count ([operations](docs/operations.md))' },
  { name: 'METRICS_TOKEN', default: 'unset', meaning: 'at least 32 characters: `GET /metrics` (Prometheus, on `PORT`) answers a scraper sending `Authorization: Bearer $METRICS_TOKEN`; unset, there is no `/metrics` and nothing is counted ([operations](docs/operations.md#metrics-and-traces))' },
  { name: 'OTEL_EXPORTER_OTLP_ENDPOINT', default: 'unset', meaning: 'an OpenTelemetry collector (OTLP over HTTP, protobuf: `$OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces`); set, every request, query, data-source call, batch row and webhook delivery is a span and the error body\'s correlation id is the trace id. Unset: no tracing code is loaded. The exporter\'s own `OTEL_EXPORTER_OTLP_HEADERS`, `…_TIMEOUT`, `…_TRACES_ENDPOINT` apply' },
  { name: 'OTEL_TRACES_SAMPLER_ARG', default: '`1`', meaning: 'the share of traces kept, 0 to 1 (a caller\'s `traceparent` decision is followed)' },
  { name: 'OTEL_SERVICE_NAME', default: '`creditdesk`', meaning: 'the traces\' `service.name`' },
  { name: 'OAUTH_REDIRECT_URIS', default: 'unset', meaning: 'comma-separated redirect URIs our authorization endpoint (single sign-on) accepts besides `$PUBLIC_URL/login`; exact match (e.g. `http://localhost:5173/login` for the Vite dev server)' },
  { name: 'REGISTRATION_API_KEY', default: 'unset', production: 'required', meaning: 'the registration calls\' API key (`x-api-key`, at least 32 characters), given to the portal by `GET /api/portal/config`: a public client\'s key, not a secret (the member number, its security code and the lock protect a registration). Unset outside production: created under `DATA_DIR/keys` on first start; required in production. Changing it revokes the old key' },
  { name: 'REGISTRATION_ATTEMPTS_PER_MINUTE', default: '`120`', meaning: 'registration calls allowed from one client address (IPv6: one /64) in a minute; past it 429' },
  { name: 'SSO_ALLOW_PRIVATE_ISSUERS', default: '`false`', production: 'refused', meaning: 'tests and local development only (refused in production): a company\'s identity-provider issuer may be plain `http` on a loopback or private address. Otherwise an issuer must be `https` and resolve to public addresses only, checked when saved and again at every request (which connects to the checked address)' },
  { name: 'SUPPORT_API_KEYS', default: 'unset', meaning: 'comma-separated support API keys (at least 32 characters each) for `GET /api/token` impersonation (`x-api-key`); stored hashed at start, and a key removed from the list is revoked. Outside production a development key is also created under `DATA_DIR/keys` and printed at start' },
];

const TABLE_HEAD = '| variable | default | production | meaning |\n|---|---|---|---|';

/** The README's Configuration table, as `npm run docs:settings` writes it and settings.test.ts expects it. */
export function renderSettingsTable(settings: readonly Setting[] = SETTINGS): string {
  const rows = settings.map((s) => `| \`${s.name}\` | ${s.default} | ${s.production ?? ''} | ${s.meaning} |`);
  return [TABLE_HEAD, ...rows].join('\n');
}

/** The text with its settings table (from its head to the first blank line) replaced by the current one. */
export function withSettingsTable(markdown: string): string {
  const start = markdown.indexOf(TABLE_HEAD);
  if (start < 0) throw new Error('no settings table (its head row) in the document');
  const end = markdown.indexOf('\n\n', start);
  return markdown.slice(0, start) + renderSettingsTable() + (end < 0 ? '\n' : markdown.slice(end));
}
