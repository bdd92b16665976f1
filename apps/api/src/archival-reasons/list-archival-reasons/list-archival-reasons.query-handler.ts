import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { archivedCountsByReason, companyArchivalReasons } from '@ats/infra/db/company-settings-rows';
import type { ArchivalReasonResponseDto } from './archival-reason.response.dto';

export class ListArchivalReasonsQuery extends Query<ArchivalReasonResponseDto[]> {
  constructor(readonly companyId: string) {
    super();
  }
}

/**
 * The company's reasons, defaults first (spec 02 §2.7, §7.2), each with whether archived candidates carry
 * it (the candidate list keeps the reason's text).
 */
@QueryHandler(ListArchivalReasonsQuery)
export class ListArchivalReasonsQueryHandler implements IQueryHandler<ListArchivalReasonsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ companyId }: ListArchivalReasonsQuery): Promise<ArchivalReasonResponseDto[]> {
    const { manager } = this.dataSource;
    const archived = await archivedCountsByReason(manager, companyId);
    return (await companyArchivalReasons(manager, companyId)).map(({ id, text, isDefault }) => ({
      id,
      text,
      isDefault,
      usedByArchivedCandidates: (archived.get(text) ?? 0) > 0,
    }));
  }
}
