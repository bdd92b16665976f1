import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { emailSignatureOf } from '@ats/infra/mail/email-signature';
import type { Caller } from '../../identity/caller';
import type { EmailSignatureResponseDto } from './email-signature.response.dto';

export class GetEmailSignatureQuery {
  constructor(readonly caller: Caller) {}
}

/** `GET /users/me/email-signature`: what the caller's e-mails to candidates end with, by the rule sending uses. */
@QueryHandler(GetEmailSignatureQuery)
export class GetEmailSignatureQueryHandler implements IQueryHandler<GetEmailSignatureQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ caller }: GetEmailSignatureQuery): Promise<EmailSignatureResponseDto> {
    const signature = await emailSignatureOf(this.dataSource, caller.companyId, { kind: 'user', id: caller.userId });
    return { signature: signature?.text ?? null, source: signature?.source ?? null };
  }
}
