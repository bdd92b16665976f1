import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { companyLocations, jobCountsBy } from '@ats/infra/db/company-settings-rows';
import type { LocationResponseDto } from './location.response.dto';

export class ListLocationsQuery extends Query<LocationResponseDto[]> {
  constructor(readonly companyId: string) {
    super();
  }
}

/** The company's locations by name, each with the number of jobs naming it. */
@QueryHandler(ListLocationsQuery)
export class ListLocationsQueryHandler implements IQueryHandler<ListLocationsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ companyId }: ListLocationsQuery): Promise<LocationResponseDto[]> {
    const { manager } = this.dataSource;
    const jobs = await jobCountsBy(manager, companyId, 'location_id');
    return (await companyLocations(manager, companyId)).map(({ id, name }) => ({
      id,
      name,
      jobsCount: jobs.get(id) ?? 0,
    }));
  }
}
