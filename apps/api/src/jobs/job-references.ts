import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobDetailsErrors, JobErrors, type JobDetails, type JobTeam } from '@ats/domain/jobs';
import { findDepartment, findLocation } from '@ats/infra/db/company-settings';
import { findUser } from '@ats/infra/db/identity-rows';
import { DomainError } from '@ats/domain/shared';

const notATeamMember = () => new DomainError('job-team-member-unknown', 'Please select a member of your team');

/**
 * What a job points at must be the company's own: a department, a location or a team member of another
 * company (or none) is refused with the message the field's picker shows, before anything is recorded.
 */
@Injectable()
export class JobReferences {
  constructor(private readonly dataSource: DataSource) {}

  async assertDetails(companyId: string, details: Pick<JobDetails, 'departmentId' | 'locationId'> | undefined): Promise<void> {
    if (!details) return;
    const manager = this.dataSource.manager;
    if (details.departmentId && !(await findDepartment(manager, companyId, details.departmentId))) throw JobDetailsErrors.department();
    if (details.locationId && !(await findLocation(manager, companyId, details.locationId))) throw JobDetailsErrors.location();
  }

  async assertTeam(companyId: string, team: Partial<JobTeam> | undefined): Promise<void> {
    if (!team) return;
    for (const userId of [team.ownerId, team.recruiterId, team.hiringManagerId]) {
      if (userId && !(await this.isActiveMember(companyId, userId))) throw userId === team.ownerId ? JobErrors.noJobOwner() : notATeamMember();
    }
  }

  private async isActiveMember(companyId: string, userId: string): Promise<boolean> {
    const user = await findUser(this.dataSource.manager, { id: userId });
    return Boolean(user && user.companyId === companyId && !user.deletedAt);
  }
}
