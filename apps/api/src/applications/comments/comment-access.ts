import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { ApplicationErrors, type ApplicationState } from '@ats/domain/applications';
import { canSeeJob, hasPermission, PERMISSIONS, type PermissionHolder } from '@ats/domain/identity';
import { userDisplayName, UserEntity } from '@ats/infra/db/entities/user.entity';
import { findJob } from '@ats/projections/jobs/jobs.query';
import type { Caller } from '../../identity/caller';

type ApplicationAt = Pick<Extract<ApplicationState, { exists: true }>, 'jobId' | 'stageId'>;

/**
 * Confidential comments are visible only with confidential access (spec 02 §6.3): the user permission, or a
 * collaborator's VIEW_CONFIDENTIAL on the application's job for its current stage.
 */
export const canSeeConfidential = (holder: PermissionHolder, application: ApplicationAt): boolean =>
  hasPermission(holder, PERMISSIONS.candidatesConfidential, { jobRoleId: application.jobId, stageId: application.stageId });

export type MentionableMember = { id: string; name: string; email: string; confidentialAccess: boolean };

/**
 * Who may be mentioned on an application: the company's team members who can open its profile — they see the
 * job and hold profile access for its current stage — as the profile's own check judges the caller.
 */
@Injectable()
export class MentionableTeam {
  constructor(private readonly dataSource: DataSource) {}

  async of(companyId: string, application: ApplicationAt): Promise<MentionableMember[]> {
    const job = await findJob(this.dataSource.manager, companyId, application.jobId);
    if (!job) return [];
    const users = await this.dataSource.getRepository(UserEntity).find({
      where: { companyId, deletedAt: IsNull() },
      order: { firstName: 'ASC', lastName: 'ASC' },
    });
    return users
      .map((user) => ({
        user,
        holder: { roles: user.roles, permissions: user.permissionV1, companyPermissions: [], collaboratorPermissions: user.collaboratorPermissions },
      }))
      .filter(
        ({ user, holder }) =>
          canSeeJob({ ...holder, userId: user.id }, { id: job.id, ownerId: job.ownerId ?? '' }) &&
          hasPermission(holder, PERMISSIONS.candidatesProfilesView, { jobRoleId: job.id, stageId: application.stageId }),
      )
      .map(({ user, holder }) => ({
        id: user.id,
        name: userDisplayName(user),
        email: user.email,
        confidentialAccess: canSeeConfidential(holder, application),
      }));
  }

  /** Refuses a mention of anyone outside the team (400), and in a confidential comment anyone without confidential access. */
  async assertMentionable(caller: Caller, application: ApplicationAt, mentionedUserIds: string[], confidential: boolean): Promise<void> {
    if (mentionedUserIds.length === 0) return;
    const team = new Map((await this.of(caller.companyId, application)).map((member) => [member.id, member]));
    for (const userId of mentionedUserIds) {
      const member = team.get(userId);
      if (!member) throw ApplicationErrors.mentionNotOnTeam();
      if (confidential && !member.confidentialAccess) throw ApplicationErrors.mentionWithoutConfidentialAccess();
    }
  }
}
