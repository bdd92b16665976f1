import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { CustomFieldEntity } from '@ats/domain/company-settings';
import { companyCustomFields } from '@ats/infra/db/custom-field-rows';
import type { CustomFieldResponseDto } from '../custom-field.response.dto';

export class ListCustomFieldsQuery extends Query<CustomFieldResponseDto[]> {
  constructor(
    readonly companyId: string,
    readonly entity: CustomFieldEntity,
  ) {
    super();
  }
}

/** The company's live fields of one entity, in the order they were made; deleted ones are left out. */
@QueryHandler(ListCustomFieldsQuery)
export class ListCustomFieldsQueryHandler implements IQueryHandler<ListCustomFieldsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ companyId, entity }: ListCustomFieldsQuery): Promise<CustomFieldResponseDto[]> {
    return (await companyCustomFields(this.dataSource.manager, companyId, entity))
      .filter((field) => !field.deletedAt)
      .map(({ companyId: _companyId, deletedAt: _deletedAt, ...field }) => field);
  }
}
