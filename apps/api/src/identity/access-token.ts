/**
 * Checks the bearer tokens the API receives: our provider's JWT access tokens, nothing else, and only while their
 * account still exists at the version they were issued for.
 */
import { createLocalJWKSet, jwtVerify, type JWK, type JWTPayload } from 'jose';
import * as v from 'valibot';
import { ROLE_CLAIMS, type RoleClaim } from '@tagtrail/domain';
import type { AccountVersions } from './account-versions';
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
  // Required: a token from before versions existed is refused once, and the portal signs in again for a new one.
  account_version: v.pipe(v.number(), v.integer()),
});

export function accessTokenVerifier(settings: {
  issuer: string;
  audience: string;
  signingKeys: readonly JWK[];
  accountVersions: AccountVersions;
  /** Now, in ms since the epoch: what expiry is judged against. */
  clock?: () => number;
}) {
  const clock = settings.clock ?? Date.now;
  const keys = createLocalJWKSet({ keys: settings.signingKeys.map(publicJwk) });
  /**
   * The caller's claims, or undefined for any token that is malformed, forged, expired or not for the API, or whose
   * account is gone or has a new version (a password changed or reissued) since it was issued.
   */
  return async function verifyAccessToken(token: string): Promise<AccessClaims | undefined> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: settings.issuer,
        audience: settings.audience,
        algorithms: [SIGNING_ALG],
        typ: 'at+jwt',
        currentDate: new Date(clock()),
      }));
    } catch {
      return undefined;
    }
    const claims = v.safeParse(Payload, payload);
    if (!claims.success) return undefined;
    const { sub, username, role, partner_id, customer_id, account_version } = claims.output;
    // Outside the catch: a database that does not answer is logged by the router, not mistaken for a bad token.
    if ((await settings.accountVersions.current(Number(sub), account_version)) !== account_version) return undefined;
    return {
      userId: Number(sub),
      username,
      role,
      ...(partner_id !== undefined ? { partnerId: partner_id } : {}),
      ...(customer_id !== undefined ? { customerId: customer_id } : {}),
    };
  };
}
