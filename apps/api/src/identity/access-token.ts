/** Checks the bearer tokens the API receives: our provider's JWT access tokens, nothing else. */
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import * as v from 'valibot';
import { ROLE_CLAIMS, type RoleClaim } from '@tagtrail/domain';
import { publicJwk, SIGNING_ALG } from './oidc.keys';

/** Who is calling, as the API needs it to scope every query (DESIGN: Identity). */
export interface AccessClaims {
  readonly userId: number;
  readonly username: string;
  readonly role: RoleClaim;
  readonly partnerId?: number;
  readonly customerId?: number;
}

const TenantId = v.optional(v.pipe(v.number(), v.integer()));
const Payload = v.object({
  sub: v.pipe(v.string(), v.regex(/^[1-9]\d*$/)),
  username: v.string(),
  role: v.picklist(ROLE_CLAIMS),
  partner_id: TenantId,
  customer_id: TenantId,
});

export function accessTokenVerifier(settings: { issuer: string; audience: string; signingKeys: readonly JWK[] }) {
  const keys = createLocalJWKSet({ keys: settings.signingKeys.map(publicJwk) });
  /** The caller's claims, or undefined for any token that is malformed, forged, expired or not for the API. */
  return async function verifyAccessToken(token: string): Promise<AccessClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: settings.issuer,
        audience: settings.audience,
        algorithms: [SIGNING_ALG],
        typ: 'at+jwt',
      });
      const claims = v.safeParse(Payload, payload);
      if (!claims.success) return undefined;
      const { sub, username, role, partner_id, customer_id } = claims.output;
      return {
        userId: Number(sub),
        username,
        role,
        ...(partner_id !== undefined ? { partnerId: partner_id } : {}),
        ...(customer_id !== undefined ? { customerId: customer_id } : {}),
      };
    } catch {
      return undefined;
    }
  };
}
