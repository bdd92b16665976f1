import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { resolveRole } from '@ats/domain/identity';
import { verifyAccessToken, AUTH_MESSAGES, AuthError, type AccessTokenClaims } from '@ats/infra/auth';
import { CompanyEntity } from '@ats/infra/db/entities/company.entity';
import { userDisplayName, UserEntity } from '@ats/infra/db/entities/user.entity';
import type { SignedInUser } from './caller';

/** How often a user's last activity is written: every request would turn each read into a write. */
const LAST_ACTIVE_RESOLUTION_SECONDS = 60;

export const unauthorized = () => new AuthError(401, 'unauthorized', AUTH_MESSAGES.unauthorized);
export const accessDenied = () => new AuthError(403, 'access-denied', AUTH_MESSAGES.accessDenied);

/** Reads the bearer token of a request's Authorization header. */
export const bearerToken = (header: string | string[] | undefined): string | undefined => {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  return match ? match[1] : undefined;
};

/**
 * Turns an access token into who is calling: verifies it (401 invalid, 499 expired — the client refreshes
 * and retries, spec 01 §4.2) and builds the caller from the user's and company's current rows, so a changed
 * role, permission or deletion takes effect at once rather than when the token expires.
 */
@Injectable()
export class CallerResolver {
  constructor(private readonly dataSource: DataSource) {}

  async claimsOf(token: string | undefined): Promise<AccessTokenClaims> {
    if (!token) throw unauthorized();
    const verified = await verifyAccessToken(this.dataSource.manager, token);
    if (verified.status === 'invalid') throw unauthorized();
    if (verified.status === 'expired') throw new AuthError(499, 'token-expired', AUTH_MESSAGES.tokenExpired);
    return verified.claims;
  }

  async staffUser(userId: string): Promise<SignedInUser> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user || user.deletedAt) throw unauthorized();
    const company = user.companyId
      ? await this.dataSource.getRepository(CompanyEntity).findOneBy({ id: user.companyId })
      : null;
    await this.dataSource.query(
      `UPDATE users SET last_active_at = now() WHERE id = $1 AND (last_active_at IS NULL OR last_active_at < now() - make_interval(secs => $2))`,
      [user.id, LAST_ACTIVE_RESOLUTION_SECONDS],
    );
    const { role, access } = resolveRole(user.roles);
    return {
      userId: user.id,
      companyId: company ? company.id : null,
      name: userDisplayName(user),
      email: user.email,
      role,
      access,
      roles: user.roles,
      permissions: user.permissionV1,
      companyPermissions: company?.permissionV2 ?? [],
      collaboratorPermissions: user.collaboratorPermissions,
    };
  }
}
