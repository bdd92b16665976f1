/**
 * Answers of the HTTP API that its OpenAPI document does not describe yet (docs/api.md); what it describes comes
 * from ./openapi-types.ts.
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
  isSelfOnboardingCompleted?: boolean | null;
};

export type JobStatus = 'DRAFT' | 'PUBLISHED' | 'CLOSED';

export type JobDropdownItem = { id: string; name: string; status: JobStatus };

export type StageKind = 'SOURCED' | 'APPLICATION' | 'HIRED' | null;

export type Stage = {
  id: string;
  name: string;
  kind: StageKind;
  locked: boolean;
  automations: { archiveUnresponsiveAfterDays: number | null };
};

export type Job = {
  id: string;
  name: string;
  status: JobStatus;
  ownerId: string;
  revision: number;
  stages: Stage[];
};

export type ArchivalReason = { id: string; text: string; isDefault: boolean };

export type Origin = 'applied' | 'sourced' | 'agency' | 'referral';
export const ORIGINS: readonly Origin[] = ['applied', 'sourced', 'agency', 'referral'];

export type ApplicationStatus = 'ACTIVE' | 'ARCHIVED';

export type ApplicationRow = {
  applicationId: string;
  candidateId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  jobId: string;
  jobName: string;
  stageId: string;
  stageName: string;
  origin: Origin;
  source: string | null;
  status: ApplicationStatus;
  archivalReason: string | null;
  appliedAt: string;
  lastActivityAt: string;
  ownerId: string | null;
  ownerName: string | null;
};

export type ApplicationList = {
  items: ApplicationRow[];
  total: number;
  page: number;
  take: number;
  activeSearchCount: { count: number };
  archivedSearchCount: { count: number };
};

export type ApplicationDetail = ApplicationRow & { revision: number; stages: Stage[] };

export type ActorKind = 'user' | 'candidate' | 'agency' | 'automation';

export type HistoryActor = { kind: ActorKind; id: string; name: string };

type HistoryBase = { revision: number; occurredAt: string; actor: HistoryActor; summary: string };

export type HistoryEntry =
  | (HistoryBase & {
      type: 'CandidateAddedToJob';
      details: { jobName: string; stageName: string; origin: Origin; source: string | null; candidateName: string };
    })
  | (HistoryBase & {
      type: 'ApplicationMovedToStage';
      details: { fromStageName: string; toStageName: string; direction: 'FORWARD' | 'BACKWARD' };
    })
  | (HistoryBase & {
      type: 'ApplicationArchived';
      details: { reason: string; sendRejectionEmail: boolean; automated: boolean };
    })
  | (HistoryBase & { type: 'ApplicationUnarchived'; details: Record<string, never> });

/** Any history type this client does not know yet: rendered from its English summary. */
export type UnknownHistoryEntry = HistoryBase & { type: string; details: Record<string, unknown> };

export type HistoryPage = { items: (HistoryEntry | UnknownHistoryEntry)[]; total: number };

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
