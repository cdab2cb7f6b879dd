import { SignJWT, createLocalJWKSet, jwtVerify } from 'jose';
import { ACR, type AccessClaims, type ClientClaims, type TokenSet, accessClaimsSchema, clientClaimsSchema, formatEntitlements, parseEntitlements } from '@creditdesk/contracts';
import type { SigningKey } from '../../lib/signing-key.js';

export type TokenSubject = {
  userId: string;
  customerId: string;
  username: string;
  role: string;
  entitlements: readonly string[];
  email: string;
  firstName: string;
  lastName: string;
};

export type TokenService = ReturnType<typeof createTokenService>;

export type IssueOptions = {
  warningCode?: number;
  passwordChangeRequired?: boolean;
  /** OpenID Connect: the client's nonce of the authorization request, echoed in the id token. */
  nonce?: string | null;
};

/** A session as the tokens see it; a support agent's session (impersonatorId) puts an RFC 8693 `act` claim in both tokens. */
export type TokenSession = {
  id: string;
  expiresAt: Date;
  impersonatorId?: string | null;
  createdAt?: Date;
  /** a second factor proven for the session (a sign-in with one, a step-up): the tokens' acr, amr and auth_time say so. */
  factorProvenAt?: Date | null;
  factorAmr?: string[] | null;
};

const epochSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** RFC 9470 §3: the class, methods and time of the session's last authentication (a proven factor's, else the sign-in's). */
function authenticationOf(session: TokenSession, now: number) {
  if (session.factorProvenAt) return { acr: ACR.mfa, amr: session.factorAmr ?? ['pwd', 'otp'], auth_time: epochSeconds(session.factorProvenAt) };
  return { acr: ACR.password, amr: ['pwd'], auth_time: session.createdAt ? epochSeconds(session.createdAt) : now };
}

const LINK_AUDIENCE = 'creditdesk-link';
/** The audience of API clients' access tokens (token_use 'client'): never accepted as a person's. */
const CLIENT_AUDIENCE = 'creditdesk-api';

/** Signs our access and id tokens (EdDSA) and verifies access tokens against the published key. */
export function createTokenService(options: { key: SigningKey; issuer: string; accessTtlSeconds: number; now?: () => number }) {
  const { key, issuer } = options;
  // read at each call (not captured), so a test that fakes Date moves it too
  const now = options.now ?? (() => Date.now());
  const jwks = createLocalJWKSet({ keys: [key.publicJwk] });

  async function sign(claims: Record<string, unknown>, subject: string, audience: string, expiresAt: number) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setSubject(subject)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(key.privateKey);
  }

  async function verifyAccessToken(token: string): Promise<{ claims: AccessClaims; exp: number } | undefined> {
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer, algorithms: [key.alg], currentDate: new Date(now()) });
      if (payload.token_use !== 'access' || typeof payload.exp !== 'number') return undefined;
      const parsed = accessClaimsSchema.safeParse(payload);
      return parsed.success ? { claims: parsed.data, exp: payload.exp } : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    publicJwks: () => ({ keys: [key.publicJwk] }),

    /** Access and id tokens for a session; never outliving the session itself. */
    async issue(
      subject: TokenSubject,
      session: TokenSession,
      clientId: string,
      refreshToken: string,
      /** a warning code (the older form), or the options: warning code, and whether the password must be changed first. */
      issueOptions: number | IssueOptions = {},
    ): Promise<TokenSet> {
      const { warningCode, passwordChangeRequired = false, nonce } =
        typeof issueOptions === 'number' ? ({ warningCode: issueOptions } as IssueOptions) : issueOptions;
      const act = session.impersonatorId ? { act: { sub: `support:${session.impersonatorId}` } } : {};
      const now = Math.floor(Date.now() / 1000);
      const sessionEnd = Math.floor(session.expiresAt.getTime() / 1000);
      const exp = Math.min(now + options.accessTtlSeconds, sessionEnd);
      const entitlements = formatEntitlements(parseEntitlements(subject.entitlements));
      const authentication = authenticationOf(session, now);
      const access: Omit<AccessClaims, 'sub'> & { token_use: 'access'; client_id: string } = {
        sid: session.id,
        customerId: subject.customerId,
        username: subject.username,
        role: subject.role,
        entitlements,
        token_use: 'access',
        client_id: clientId,
        ...authentication,
        // the guard refuses this token everywhere but the password-change endpoints (plugins/endpoint.ts)
        ...(passwordChangeRequired ? { pwd_change: true } : {}),
        ...act,
      };
      const id = {
        sid: session.id,
        customerId: subject.customerId,
        username: subject.username,
        preferred_username: subject.username,
        email: subject.email,
        given_name: subject.firstName,
        family_name: subject.lastName,
        name: `${subject.firstName} ${subject.lastName}`.trim(),
        role: subject.role,
        entitlements,
        ...authentication,
        ...(nonce ? { nonce } : {}),
        ...act,
      };
      return {
        access_token: await sign(access, subject.userId, clientId, exp),
        id_token: await sign(id, subject.userId, clientId, exp),
        refresh_token: refreshToken,
        expires_in: Math.max(1, exp - now),
        token_type: 'Bearer',
        session_expires_at: session.expiresAt.toISOString(),
        ...(warningCode !== undefined ? { warning_code: warningCode } : {}),
        ...(passwordChangeRequired ? { password_change_required: true } : {}),
      };
    },

    /** The token naming a pending second factor (jti = the challenge): never accepted as an access token. */
    signMfa: (challenge: { id: string; userId: string; clientId: string; expiresAt: Date }) =>
      sign({ token_use: 'mfa', jti: challenge.id }, challenge.userId, challenge.clientId, Math.floor(challenge.expiresAt.getTime() / 1000)),

    /** The challenge an MFA token names, or undefined (bad signature, expired, another kind of token). */
    async verifyMfa(token: string): Promise<{ challengeId: string; userId: string; clientId: string } | undefined> {
      try {
        const { payload } = await jwtVerify(token, jwks, { issuer, algorithms: [key.alg] });
        if (payload.token_use !== 'mfa' || !payload.jti || !payload.sub || typeof payload.aud !== 'string') return undefined;
        return { challengeId: payload.jti, userId: payload.sub, clientId: payload.aud };
      } catch {
        return undefined;
      }
    },

    /** A link grant (token_use 'link', modules/auth/link-grant.ts): never accepted as an access token. */
    signLink: (claims: Record<string, unknown>, userId: string, expiresAt: Date) =>
      sign({ ...claims, token_use: 'link' }, userId, LINK_AUDIENCE, Math.floor(expiresAt.getTime() / 1000)),

    /** A valid link grant's claims (sub included), or undefined (bad signature, expired, another kind of token). */
    async verifyLink(token: string): Promise<Record<string, unknown> | undefined> {
      try {
        const { payload } = await jwtVerify(token, jwks, { issuer, audience: LINK_AUDIENCE, algorithms: [key.alg], currentDate: new Date(now()) });
        return payload.token_use === 'link' ? payload : undefined;
      } catch {
        return undefined;
      }
    },

    /** An API client's access token (client credentials): the client, its company and its scopes; no session. */
    signClient: (client: { id: string; customerId: string; scope: string }, ttlSeconds: number) =>
      sign({ token_use: 'client', client_id: client.id, customerId: client.customerId, scope: client.scope }, `client:${client.id}`, CLIENT_AUDIENCE, Math.floor(now() / 1000) + ttlSeconds),

    /** A valid API client token's claims, or undefined (bad signature, expired, another kind of token). */
    async verifyClient(token: string): Promise<{ claims: ClientClaims; exp: number } | undefined> {
      try {
        const { payload } = await jwtVerify(token, jwks, { issuer, audience: CLIENT_AUDIENCE, algorithms: [key.alg], currentDate: new Date(now()) });
        const parsed = clientClaimsSchema.safeParse(payload);
        return parsed.success && typeof payload.exp === 'number' ? { claims: parsed.data, exp: payload.exp } : undefined;
      } catch {
        return undefined;
      }
    },

    /** The claims of a valid access token, or undefined for anything else (bad signature, expired, an id token). */
    async verifyAccess(token: string): Promise<AccessClaims | undefined> {
      return (await verifyAccessToken(token))?.claims;
    },

    /** The same, with the token's expiry (seconds since the epoch), for the guard's cache of verified tokens. */
    verifyAccessToken,
  };
}
