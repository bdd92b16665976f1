import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ArchivalReasonEntity } from '@ats/infra/db/entities/archival-reason.entity';

export class ListArchivalReasonsQuery {
  constructor(readonly companyId: string) {}
}

/** The company's reasons, defaults first (spec 02 §7.2). */
@QueryHandler(ListArchivalReasonsQuery)
export class ListArchivalReasonsQueryHandler implements IQueryHandler<ListArchivalReasonsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ companyId }: ListArchivalReasonsQuery) {
    const reasons = await this.dataSource.getRepository(ArchivalReasonEntity).find({
      where: { companyId },
      order: { isDefault: 'DESC', text: 'ASC' },
    });
    return reasons.map(({ id, text, isDefault }) => ({ id, text, isDefault }));
  }
}
