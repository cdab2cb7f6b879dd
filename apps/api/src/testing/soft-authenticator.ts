import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

/*
 * A software WebAuthn authenticator for tests, written from the WebAuthn Level 2 spec with node:crypto
 * (no WebAuthn library, so the server's library is checked against an independent encoding):
 * registration answers with attestation 'none' (§8.7), assertions sign authenticatorData ‖ SHA-256(clientDataJSON)
 * (§6.3.3), ES256 (COSE -7, DER ECDSA P-256) and RS256 (COSE -257, PKCS#1 v1.5). Credentials are
 * discoverable (the user handle is kept and returned); the signature counter rises by one per assertion.
 * `clone()` copies the keys and counters, as an attacker who copied the authenticator would.
 */

export type SoftAlgorithm = 'ES256' | 'RS256';

type SoftCredential = { id: Buffer; rpId: string; userHandle: string; alg: SoftAlgorithm; privateKey: KeyObject; publicKey: KeyObject; counter: number };

const b64url = (b: Buffer | Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest();

// ---- a minimal CBOR encoder (RFC 8949): what attestation objects and COSE keys need
type Cbor = number | string | Buffer | Cbor[] | Map<Cbor, Cbor>;

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

function coseKey(alg: SoftAlgorithm, publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  const bytes = (s: string | undefined) => Buffer.from(s ?? '', 'base64url');
  return alg === 'ES256'
    ? cbor(new Map<Cbor, Cbor>([[1, 2], [3, -7], [-1, 1], [-2, bytes(jwk.x)], [-3, bytes(jwk.y)]]))
    : cbor(new Map<Cbor, Cbor>([[1, 3], [3, -257], [-1, bytes(jwk.n)], [-2, bytes(jwk.e)]]));
}

const FLAG = { UP: 0x01, UV: 0x04, BE: 0x08, BS: 0x10, AT: 0x40 } as const;

export type SoftAuthenticatorOptions = {
  /** the origin the "browser" reports in clientDataJSON. */
  origin: string;
  alg?: SoftAlgorithm;
  /** false: the user was present but not verified (no PIN or biometrics): the UV flag is clear. */
  userVerification?: boolean;
  /** a synced passkey: backup eligible and backed up (BE, BS). */
  backedUp?: boolean;
};

type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string; allowCredentials?: { id: string }[] };

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];
  constructor(readonly options: SoftAuthenticatorOptions) {}

  private flags(extra = 0) {
    let f = FLAG.UP | extra;
    if (this.options.userVerification !== false) f |= FLAG.UV;
    if (this.options.backedUp) f |= FLAG.BE | FLAG.BS;
    return f;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  private rpIdOf(given: string | undefined) {
    return given ?? new URL(this.options.origin).hostname;
  }

  /** navigator.credentials.create(): a new key pair, answered as RegistrationResponseJSON. */
  create(options: CreationOptions, override: { origin?: string } = {}) {
    const alg = this.options.alg ?? 'ES256';
    const { privateKey, publicKey } =
      alg === 'ES256' ? generateKeyPairSync('ec', { namedCurve: 'P-256' }) : generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rpId = this.rpIdOf(options.rp.id);
    const id = randomBytes(32);
    this.credentials.push({ id, rpId, userHandle: options.user.id, alg, privateKey, publicKey, counter: 0 });
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flags(FLAG.AT)]),
      Buffer.alloc(4), // signature counter 0
      Buffer.alloc(16), // AAGUID: none
      idLength,
      id,
      coseKey(alg, publicKey),
    ]);
    const attestationObject = cbor(new Map<Cbor, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, override.origin ?? this.options.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get(): signs the challenge with an allowed credential (any of the RP's when none is named). */
  get(options: RequestOptions, override: { origin?: string; counter?: number } = {}) {
    const rpId = this.rpIdOf(options.rpId);
    const allowed = new Set((options.allowCredentials ?? []).map((c) => c.id));
    const credential = this.credentials.find((c) => c.rpId === rpId && (allowed.size === 0 || allowed.has(b64url(c.id))));
    if (!credential) throw new Error('SoftAuthenticator: no credential for this request');
    credential.counter = override.counter ?? credential.counter + 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([this.flags()]), counter]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, override.origin ?? this.options.origin);
    const signer = createSign('sha256');
    signer.update(Buffer.concat([authenticatorData, sha256(clientDataJSON)]));
    const signature = signer.sign(credential.privateKey); // DER for ECDSA, PKCS#1 v1.5 for RSA
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** A copy with the same keys and counters: what a cloned authenticator would hold. */
  clone(): SoftAuthenticator {
    const copy = new SoftAuthenticator(this.options);
    copy.credentials.push(...this.credentials.map((c) => ({ ...c })));
    return copy;
  }
}
