import type { MessageId } from '../i18n/messages';

type PositionType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACT' | 'INTERN';
type WorkType = 'REMOTE' | 'ONSITE' | 'IN_OFFICE_ONLY' | 'IN_OFFICE_WFH_FLEXIBILITY' | 'HYBRID';

/** A job's type of position and work type in words (spec 02 §3.1), wherever a job is shown: staff pages and the career page. */
export const POSITION_TYPE_LABEL: Record<PositionType, MessageId> = {
  FULL_TIME: 'job.positionType.FULL_TIME',
  PART_TIME: 'job.positionType.PART_TIME',
  CONTRACT: 'job.positionType.CONTRACT',
  INTERN: 'job.positionType.INTERN',
};

export const WORK_TYPE_LABEL: Record<WorkType, MessageId> = {
  REMOTE: 'job.workType.REMOTE',
  ONSITE: 'job.workType.ONSITE',
  IN_OFFICE_ONLY: 'job.workType.IN_OFFICE_ONLY',
  IN_OFFICE_WFH_FLEXIBILITY: 'job.workType.IN_OFFICE_WFH_FLEXIBILITY',
  HYBRID: 'job.workType.HYBRID',
};
