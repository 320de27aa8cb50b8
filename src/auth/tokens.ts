// Signed access tokens (HS256 JWT via jose) and API keys. The signing secret is JWT_SECRET, or
// else one generated once and kept in PostgreSQL so that every server process and the CLI agree.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Db } from '../db/database.js';
import { getOrCreateSetting } from './settings.queries.js';

export const ISSUER = 'contract-platform';

export interface TokenClaims {
  sub: string;
  role: string;
}

export class TokenService {
  private constructor(
    private readonly key: Uint8Array,
    /** The same secret imported once for jose: given raw bytes, jose imports them again at every sign and verify. */
    private readonly jwtKey: CryptoKey,
    readonly ttlSeconds: number,
  ) {}

  static async create(db: Db, configured: string | undefined, ttlSeconds: number): Promise<TokenService> {
    const secret = new TextEncoder().encode(configured ?? (await getOrCreateSetting(db, 'jwt_secret', randomBytes(48).toString('base64url'))));
    const jwtKey = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    return new TokenService(secret, jwtKey, ttlSeconds);
  }

  /** A keyed tag for server-issued opaque values (e.g. continuation tokens), per purpose. */
  mac(purpose: string, data: string): string {
    return createHmac('sha256', this.key).update(purpose).update('\0').update(data).digest('base64url').slice(0, 22);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ role: claims.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.jwtKey);
  }

  /**
   * The subject of a valid token, or undefined (bad signature, expired, no `exp` or `sub`, wrong
   * issuer, a `sub` that is not a string). Whether the subject is a user, and their role, is read
   * from the database on every request (authenticate.ts): the token's `role` claim is not read.
   */
  async verify(token: string): Promise<{ sub: string } | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.jwtKey, { issuer: ISSUER, algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
      return typeof payload.sub === 'string' ? { sub: payload.sub } : undefined;
    } catch (err) {
      if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return undefined;
      throw err;
    }
  }
}

export function newApiKey(): { key: string; hash: string } {
  const key = `pk_${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
