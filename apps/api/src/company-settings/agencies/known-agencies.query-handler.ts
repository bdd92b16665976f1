import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { agenciesByIds } from '@ats/infra/db/agency-rows';

/** Which of `ids` are agencies of the company (another company's, or a deleted one, is not). */
export class KnownAgencyIdsQuery extends Query<string[]> {
  constructor(
    readonly companyId: string,
    readonly ids: readonly string[],
  ) {
    super();
  }
}

@QueryHandler(KnownAgencyIdsQuery)
export class KnownAgencyIdsQueryHandler implements IQueryHandler<KnownAgencyIdsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ companyId, ids }: KnownAgencyIdsQuery): Promise<string[]> {
    return (await agenciesByIds(this.dataSource.manager, companyId, ids)).map((agency) => agency.id);
  }
}
