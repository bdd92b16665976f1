/**
 * The web's names for the HTTP API's answers: aliases of the OpenAPI document's schemas (./openapi-types.ts)
 * where it describes them, hand-written only where it does not yet (docs/api.md).
 */
import type { Schema } from './openapi-types';

/** Every command's answer (docs/api.md "Commands"). */
export type CommandResult = Schema<'CommandResultDto'>;

export type AccessType = 'FULL_ACCESS' | 'LIMITED_ACCESS' | 'CANDIDATE' | 'EMPLOYEE';

export type CollaboratorPermissionRow = { jobRoleId: string; permissions: string[]; stageIds?: string[] | null };

/** GET /users/me (spec 01 §3.1; docs/api.md "Sign-in"). A self-serve user has no company until they create or join one. */
export type CurrentUser = {
  id: string;
  firstName: string;
  lastName: string;
  name?: string | null;
  username?: string | null;
  email: string;
  avatar?: string | null;
  roles: string[];
  permissionV1?: string[] | null;
  permissionV2?: string[] | null;
  permissionV2Enabled?: boolean | null;
  companyId: string | null;
  companyName: string | null;
  collaboratorPermissionsV1?: CollaboratorPermissionRow[] | null;
  jobCollaborationPermissionsV1?: CollaboratorPermissionRow[] | null;
  access?: AccessType | string | null;
  roleAccess?: string | null;
  timezone?: string | null;
  /** Their own plain-text e-mail signature, '' for none (spec 03 "Profile screen"). */
  emailSignature?: string | null;
  isSelfOnboardingCompleted?: boolean | null;
};

export type JobStatus = Schema<'JobStatus'>;

export type JobDropdownItem = Schema<'JobPickerItemResponseDto'>;

export type Stage = Schema<'JobStageResponseDto'>;

export type Job = Schema<'JobResponseDto'>;

export type ArchivalReason = { id: string; text: string; isDefault: boolean };

export type Origin = Schema<'CandidateOrigin'>;
/** Every origin, in the order the add form offers them; the compiler refuses the record when the API's list changes. */
export const ORIGINS = Object.keys({ applied: true, sourced: true, agency: true, referral: true } satisfies Record<Origin, true>) as Origin[];

export type ApplicationStatus = Schema<'ApplicationStatus'>;

export type ApplicationRow = Schema<'ApplicationListItemResponseDto'>;

export type ApplicationList = Schema<'ApplicationListResponseDto'>;

export type ApplicationDetail = Schema<'ApplicationResponseDto'>;

export type HistoryActor = Schema<'HistoryActorResponseDto'>;

/** One entry of an application's history: `details.type` says which event it is ('Unrecognised' for one this API version does not know). */
export type HistoryEntry = Schema<'ApplicationHistoryEntryResponseDto'>;

export type HistoryPage = Schema<'ApplicationHistoryResponseDto'>;

export type InboxOrder = 'DESC' | 'ASC';
export type InboxFilter = 'UNREAD' | 'STARRED' | 'ALL';

export type InboxNotification = {
  id: string;
  type: string;
  title: string;
  isRead: boolean;
  isImportant: boolean;
  createdAt: string;
  jobApplicationId: string | null;
  jobRoleId: string | null;
  candidateName: string | null;
  roleName: string | null;
  redirectionData: {
    commentId?: string | null;
    bamId?: string | null;
    emailSentId?: string | null;
    filterId?: string | null;
    [key: string]: unknown;
  } | null;
};

export type InboxPage = {
  notifications: InboxNotification[];
  paginationOptions: { page: number; perPage: number; total: number; totalPages: number; hasNext: boolean };
};
