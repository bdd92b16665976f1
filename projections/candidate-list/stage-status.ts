import { lockedKindOf, type StageKind } from '@ats/domain/jobs';

/**
 * The candidate list's `statuses` filter (spec 02 §3.9, e.g. `statuses=TO_REVIEW` from the getting-started
 * checklist, 01 §4.x): where an application stands across jobs, whatever their pipelines. It follows the
 * stage's kind: locked stages keep their names (spec 02 §3.3), so the name tells the kind.
 */
export const STAGE_STATUSES = ['SOURCED', 'TO_REVIEW', 'IN_PROCESS', 'HIRED'] as const;
export type StageStatus = (typeof STAGE_STATUSES)[number];

const STATUS_OF_KIND: Record<StageKind, StageStatus> = { SOURCED: 'SOURCED', APPLICATION: 'TO_REVIEW', HIRED: 'HIRED' };

export const stageStatusOf = (stageName: string): StageStatus => {
  const kind = lockedKindOf(stageName);
  return kind ? STATUS_OF_KIND[kind] : 'IN_PROCESS';
};

/** The phone's digits only, so '+971 50-123' is found by '97150' or '50123'. */
export const phoneDigitsOf = (phone: string | null): string | null => {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits.length > 0 ? digits : null;
};
