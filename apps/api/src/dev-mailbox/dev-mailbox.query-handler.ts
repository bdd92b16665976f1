import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { listOutgoingMail } from '@ats/infra/mail/mail-outbox';

export class DevMailboxQuery {
  constructor(readonly options: { to?: string; page: number; take: number }) {}
}

@QueryHandler(DevMailboxQuery)
export class DevMailboxQueryHandler implements IQueryHandler<DevMailboxQuery> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ options }: DevMailboxQuery) {
    return listOutgoingMail(this.dataSource.manager, options);
  }
}
