import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource, In } from 'typeorm';
import { companyDepartments, jobCountsBy } from '@ats/infra/db/company-settings-rows';
import { UserEntity } from '@ats/infra/db/entities/user.entity';
import type { DepartmentResponseDto } from './department.response.dto';

export class ListDepartmentsQuery extends Query<DepartmentResponseDto[]> {
  constructor(readonly companyId: string) {
    super();
  }
}

/** The company's departments by name, with their head's name and the number of jobs naming each. */
@QueryHandler(ListDepartmentsQuery)
export class ListDepartmentsQueryHandler implements IQueryHandler<ListDepartmentsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ companyId }: ListDepartmentsQuery): Promise<DepartmentResponseDto[]> {
    const { manager } = this.dataSource;
    const departments = await companyDepartments(manager, companyId);
    const jobs = await jobCountsBy(manager, companyId, 'department_id');
    const headIds = departments.flatMap(({ headOfDepartmentId }) => (headOfDepartmentId ? [headOfDepartmentId] : []));
    const heads = headIds.length ? await manager.getRepository(UserEntity).findBy({ id: In(headIds), companyId }) : [];
    const names = new Map(heads.map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim()]));
    return departments.map(({ id, name, headOfDepartmentId }) => ({
      id,
      name,
      headOfDepartmentId,
      headOfDepartmentName: (headOfDepartmentId && names.get(headOfDepartmentId)) || null,
      jobsCount: jobs.get(id) ?? 0,
    }));
  }
}
