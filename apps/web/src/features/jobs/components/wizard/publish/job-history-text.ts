import type { IntlShape } from 'react-intl';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { JobHistoryEntry } from '@ats/web/features/jobs/api/job-types';

/** The job events the web words in the reader's language (domain/jobs/job-history.ts words them in English). */
const TEXT: Record<string, MessageId> = {
  JobCreated: 'jobs.history.JobCreated',
  JobDetailsUpdated: 'jobs.history.JobDetailsUpdated',
  ApplicationFormConfigured: 'jobs.history.ApplicationFormConfigured',
  JobTeamAssigned: 'jobs.history.JobTeamAssigned',
  JobPublished: 'jobs.history.JobPublished',
  JobPublicationChanged: 'jobs.history.JobPublicationChanged',
  JobRepublished: 'jobs.history.JobRepublished',
  JobClosed: 'jobs.history.JobClosed',
  JobMovedToDraft: 'jobs.history.JobMovedToDraft',
  CustomLinkAdded: 'jobs.history.CustomLinkAdded',
  CustomLinkClosed: 'jobs.history.CustomLinkClosed',
  CustomLinksDeleted: 'jobs.history.CustomLinksDeleted',
  StageAdded: 'jobs.history.StageAdded',
  StageRenamed: 'jobs.history.StageRenamed',
  StagesReordered: 'jobs.history.StagesReordered',
  StageDeleted: 'jobs.history.StageDeleted',
  StageCandidateTasksConfigured: 'jobs.history.StageCandidateTasksConfigured',
  StageAutomationsConfigured: 'jobs.history.StageAutomationsConfigured',
};

/** One history line: by `details.type` in the catalogue, the server's English summary for anything else. */
export const describeJobHistory = (entry: JobHistoryEntry, intl: IntlShape): string => {
  const details = entry.details;
  const type = details?.type ?? entry.type;
  if (type === 'JobAutoCloseDateSet') {
    return details?.subject
      ? intl.formatMessage({ id: 'jobs.history.autoCloseSet' }, { subject: details.subject.slice(0, 10) })
      : intl.formatMessage({ id: 'jobs.history.autoCloseRemoved' });
  }
  const id = TEXT[type];
  return id ? intl.formatMessage({ id }, { subject: details?.subject ?? '', to: details?.to ?? '' }) : entry.summary;
};
