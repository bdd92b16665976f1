import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AgencyErrors, type AgencyRow } from '@ats/domain/company-settings/agency-policies';
import { agenciesByIds, companyAgencies, jobsAssignedToAgencies, type AssignedJob } from '@ats/infra/db/agency-rows';
import { ReadModelFreshness } from '@ats/api/platform/read-model-freshness';
import { jobsProjector } from '@ats/projections/jobs/jobs.projector';
import type { AgencyResponseDto } from '../agency.response.dto';

export class ListAgenciesQuery extends Query<AgencyResponseDto[]> {
  constructor(
    readonly companyId: string,
    readonly afterPosition?: string,
  ) {
    super();
  }
}

export class GetAgencyQuery extends Query<AgencyResponseDto> {
  constructor(
    readonly companyId: string,
    readonly id: string,
    readonly afterPosition?: string,
  ) {
    super();
  }
}

const withJobs = (agency: AgencyRow, jobs: readonly AssignedJob[]): AgencyResponseDto => ({
  id: agency.id,
  name: agency.name,
  contactName: agency.contactName,
  contactEmail: agency.contactEmail,
  invitationSubject: agency.invitationSubject,
  invitationBody: agency.invitationBody,
  jobs: jobs.filter((job) => job.agencyId === agency.id).map(({ id, name }) => ({ id, name })),
  link: `/agency/${agency.id}`,
});

/** The company's agencies by name, each with the jobs that list it (the jobs read model). */
@QueryHandler(ListAgenciesQuery)
export class ListAgenciesQueryHandler implements IQueryHandler<ListAgenciesQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly freshness: ReadModelFreshness,
  ) {}

  async execute({ companyId, afterPosition }: ListAgenciesQuery): Promise<AgencyResponseDto[]> {
    // The jobs come from the jobs read model: after a change, wait for the jobs it wrote.
    await this.freshness.waitFor(jobsProjector, afterPosition);
    const { manager } = this.dataSource;
    const jobs = await jobsAssignedToAgencies(manager, companyId);
    return (await companyAgencies(manager, companyId)).map((agency) => withJobs(agency, jobs));
  }
}

/** One agency of the company (for /recruiter/agencies/:agencyId); another company's answers 404. */
@QueryHandler(GetAgencyQuery)
export class GetAgencyQueryHandler implements IQueryHandler<GetAgencyQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly freshness: ReadModelFreshness,
  ) {}

  async execute({ companyId, id, afterPosition }: GetAgencyQuery): Promise<AgencyResponseDto> {
    await this.freshness.waitFor(jobsProjector, afterPosition);
    const { manager } = this.dataSource;
    const [agency] = await agenciesByIds(manager, companyId, [id]);
    if (!agency) throw AgencyErrors.notFound();
    return withJobs(agency, await jobsAssignedToAgencies(manager, companyId, [id]));
  }
}
