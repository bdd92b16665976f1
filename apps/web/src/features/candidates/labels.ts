import type { ApplicationStatus, Origin } from '../../app/api/api-types';
import type { MessageId } from '../../app/i18n/messages';

export const ORIGIN_LABEL: Record<Origin, MessageId> = {
  applied: 'candidate.origin.applied',
  sourced: 'candidate.origin.sourced',
  agency: 'candidate.origin.agency',
  referral: 'candidate.origin.referral',
};

export const originLabel = (origin: string): MessageId | null =>
  origin in ORIGIN_LABEL ? ORIGIN_LABEL[origin as Origin] : null;

export const STATUS_LABEL: Record<ApplicationStatus, MessageId> = {
  ACTIVE: 'candidate.status.active',
  ARCHIVED: 'candidate.status.archived',
};

export const profilePath = (applicationId: string): string =>
  `/recruiter/candidate-profile/${encodeURIComponent(applicationId)}`;
