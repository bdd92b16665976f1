import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { signJwt, verifyJwt } from '@ats/infra/auth/jwt';
import { signingKey } from '@ats/infra/auth/signing-key';

/** How long a stream ticket opens the stream: long enough for EventSource's own quick reconnects, no longer. */
export const PUSH_TICKET_TTL_SECONDS = 60;
const PURPOSE = 'push-stream';

type TicketClaims = { sub: string; companyId: string; purpose: typeof PURPOSE; iat: number; exp: number };

/**
 * EventSource cannot send an Authorization header, and an access token must not travel in a URL (logs, history):
 * the client trades its access token for a ticket that only opens the push stream, for one user and company, for
 * a minute. Signed with the access tokens' key; it is no access token (no `kind`), and an access token is no
 * ticket (no `purpose`).
 */
@Injectable()
export class PushTickets {
  constructor(private readonly dataSource: DataSource) {}

  async issue(owner: { userId: string; companyId: string }, now = new Date()): Promise<{ ticket: string; expiresIn: number }> {
    const iat = Math.floor(now.getTime() / 1000);
    const claims: TicketClaims = { sub: owner.userId, companyId: owner.companyId, purpose: PURPOSE, iat, exp: iat + PUSH_TICKET_TTL_SECONDS };
    return { ticket: signJwt(await signingKey(this.dataSource.manager), claims), expiresIn: PUSH_TICKET_TTL_SECONDS };
  }

  /** The ticket's user and company, or null when it is forged, expired or not a ticket. */
  async verify(ticket: string, now = new Date()): Promise<{ userId: string; companyId: string } | null> {
    const result = verifyJwt<TicketClaims>(await signingKey(this.dataSource.manager), ticket, Math.floor(now.getTime() / 1000));
    if (result.status !== 'valid') return null;
    const { sub, companyId, purpose } = result.claims;
    if (purpose !== PURPOSE || typeof sub !== 'string' || typeof companyId !== 'string') return null;
    return { userId: sub, companyId };
  }
}
