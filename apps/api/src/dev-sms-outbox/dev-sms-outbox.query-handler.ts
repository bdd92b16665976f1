import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { listOutgoingSms, type OutgoingSms } from '@ats/infra/sms/sms-outbox';

export class DevSmsOutboxQuery extends Query<OutgoingSms[]> {
  constructor(readonly options: { to?: string; take: number }) {
    super();
  }
}

@QueryHandler(DevSmsOutboxQuery)
export class DevSmsOutboxQueryHandler implements IQueryHandler<DevSmsOutboxQuery> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ options }: DevSmsOutboxQuery): Promise<OutgoingSms[]> {
    return listOutgoingSms(this.dataSource.manager, options);
  }
}
