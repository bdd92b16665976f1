import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import {
  ALL_JOBS,
  jobPermissionNamesOf,
  type CollaboratorPermission,
  type JobPermissionName,
} from '@ats/domain/identity';
import {
  accessTypeOf,
  companyPermissionOptionsOf,
  type CompanyPermissionOption,
  type TeamAccessType,
} from '@ats/domain/identity/team-members';
import { memberDisplayName, UserEntity, type UserStatus } from '@ats/infra/db/entities/user.entity';
import { listJobOwners } from '@ats/projections/jobs/jobs.query';
import type { Caller } from '../../identity/caller';

export type TeamMemberFilter = {
  accessType?: TeamAccessType[];
  includeDeletedUsers?: boolean;
  search?: string;
};

export class ListTeamMembersQuery {
  constructor(
    readonly caller: Caller,
    readonly filter: TeamMemberFilter,
    readonly page: number,
    readonly take: number,
  ) {}
}

/** The pickers (`/company-users`, `/company-users/dropdown`): every matching member, names only. */
export class ListTeamMemberOptionsQuery {
  constructor(
    readonly caller: Caller,
    readonly filter: TeamMemberFilter,
  ) {}
}

export type MemberJobPermissions = {
  allJobs: boolean;
  jobIds: string[];
  permissions: JobPermissionName[];
  stageIds: string[] | null;
};

export type TeamMemberRow = {
  id: string;
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  accessType: TeamAccessType;
  jobsAssigned: number;
  lastActive: Date | null;
  status: Exclude<UserStatus, 'PENDING_VERIFICATION'>;
  isDeletedUser: boolean;
  /** For the edit dialog: the company permission options the member has, and their per-job permissions. */
  companyPermissions: CompanyPermissionOption[];
  jobPermissions: MemberJobPermissions | null;
};

/** The dialog's view of collaborator entries: all jobs or the listed ones, the permissions common to all. */
const jobPermissionsOf = (entries: readonly CollaboratorPermission[]): MemberJobPermissions | null => {
  if (entries.length === 0) return null;
  const allJobs = entries.some((entry) => entry.jobRoleId === ALL_JOBS);
  const common = entries
    .map((entry) => entry.permissions)
    .reduce((kept, next) => kept.filter((permission) => next.includes(permission)));
  const limited = entries.every((entry) => entry.stageIds && entry.stageIds.length > 0);
  return {
    allJobs,
    jobIds: allJobs ? [] : entries.map((entry) => entry.jobRoleId),
    permissions: jobPermissionNamesOf(common),
    stageIds: limited ? [...new Set(entries.flatMap((entry) => entry.stageIds ?? []))] : null,
  };
};

/**
 * The company's members with their resolved access type, filtered and sorted in memory: a team is tens to
 * a few thousand people, and resolving the access type from the roles list (spec 01 §4.1) stays in the one
 * domain function instead of being repeated in SQL. Active members first, then by name.
 */
const membersOf = async (dataSource: DataSource, caller: Caller, filter: TeamMemberFilter) => {
  const users = await dataSource.getRepository(UserEntity).find({ where: { companyId: caller.companyId } });
  const search = filter.search?.trim().toLowerCase();
  return users
    .map((user) => ({ user, accessType: accessTypeOf(user.roles), fullName: memberDisplayName(user) }))
    .filter(({ user, accessType }) => {
      if (user.deletedAt && !filter.includeDeletedUsers) return false;
      if (filter.accessType?.length && !filter.accessType.includes(accessType)) return false;
      if (!search) return true;
      return `${user.firstName} ${user.lastName}`.toLowerCase().includes(search) || user.email.includes(search);
    })
    .sort(
      (a, b) =>
        Number(Boolean(a.user.deletedAt)) - Number(Boolean(b.user.deletedAt)) ||
        a.fullName.localeCompare(b.fullName, 'en', { sensitivity: 'base' }) ||
        a.user.id.localeCompare(b.user.id),
    );
};

/** `GET /company-roles/company-users/v1`: the team members table (spec 03 "Team members screen"). */
@QueryHandler(ListTeamMembersQuery)
export class ListTeamMembersQueryHandler implements IQueryHandler<ListTeamMembersQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({
    caller,
    filter,
    page,
    take,
  }: ListTeamMembersQuery): Promise<{ data: TeamMemberRow[]; total: number; page: number; take: number }> {
    const members = await membersOf(this.dataSource, caller, filter);
    const slice = members.slice((page - 1) * take, page * take);
    const jobs = slice.length ? await listJobOwners(this.dataSource.manager, caller.companyId) : [];
    // Jobs assigned: every job with an all-jobs entry, else those they own or collaborate on.
    const jobsAssigned = (user: UserEntity) => {
      if (user.collaboratorPermissions.some((entry) => entry.jobRoleId === ALL_JOBS)) return jobs.length;
      const collaborating = new Set(user.collaboratorPermissions.map((entry) => entry.jobRoleId));
      return jobs.filter((job) => job.ownerId === user.id || collaborating.has(job.id)).length;
    };
    return {
      data: slice.map(({ user, accessType, fullName }) => ({
        id: user.id,
        fullName,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        accessType,
        jobsAssigned: jobsAssigned(user),
        lastActive: user.lastActiveAt,
        status: user.status === 'PENDING_VERIFICATION' ? 'ACTIVE' : user.status,
        isDeletedUser: user.deletedAt !== null,
        companyPermissions: companyPermissionOptionsOf(user.permissionV1),
        jobPermissions: jobPermissionsOf(user.collaboratorPermissions),
      })),
      total: members.length,
      page,
      take,
    };
  }
}

@QueryHandler(ListTeamMemberOptionsQuery)
export class ListTeamMemberOptionsQueryHandler implements IQueryHandler<ListTeamMemberOptionsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({
    caller,
    filter,
  }: ListTeamMemberOptionsQuery): Promise<Array<{ id: string; fullName: string; isDeletedUser: boolean }>> {
    const members = await membersOf(this.dataSource, caller, filter);
    return members.map(({ user, fullName }) => ({ id: user.id, fullName, isDeletedUser: user.deletedAt !== null }));
  }
}
