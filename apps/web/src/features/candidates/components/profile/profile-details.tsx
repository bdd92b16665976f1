import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ApplicationDetail } from '@ats/web/app/api/api-types';
import { formatDateTime } from '@ats/web/app/format/date-format';
import { useLocale } from '@ats/web/app/i18n/locale-context';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { STATUS_LABEL, originLabel } from '../../labels';
import { CandidateCustomFields } from './candidate-custom-fields';
import { CandidateContactSection } from './candidate-details/candidate-contact-section';
import { FilesSection } from './files/files-section';
import { CandidateAnswersSection } from './candidate-answers/candidate-answers-section';

export type ProfileDetailsProps = { application: ApplicationDetail };

/** The Profile tab: the candidate's contact details and the application's facts, as a description list. */
export const ProfileDetails = ({ application }: ProfileDetailsProps) => {
  const intl = useIntl();
  const { language } = useLocale();
  const origin = originLabel(application.origin);
  const rows: { label: MessageId; value: ReactNode }[] = [
    { label: 'addCandidate.field.firstName', value: application.firstName },
    { label: 'addCandidate.field.lastName', value: application.lastName },
    { label: 'addCandidate.field.email', value: application.email },
    { label: 'addCandidate.field.phone', value: application.phone },
    { label: 'addCandidate.field.job', value: application.jobName },
    { label: 'addCandidate.field.stage', value: application.stageName },
    { label: 'profile.field.status', value: intl.formatMessage({ id: STATUS_LABEL[application.status] ?? 'candidate.status.active' }) },
    ...(application.status === 'ARCHIVED'
      ? [{ label: 'candidates.column.archivalReason' as const, value: application.archivalReason }]
      : []),
    { label: 'addCandidate.field.origin', value: origin ? intl.formatMessage({ id: origin }) : application.origin },
    { label: 'addCandidate.field.source', value: application.source },
    { label: 'profile.field.owner', value: application.ownerName },
    { label: 'profile.field.appliedAt', value: formatDateTime(application.appliedAt, language) },
    { label: 'candidates.column.lastActivity', value: formatDateTime(application.lastActivityAt, language) },
  ];

  return (
    <>
    <CandidateContactSection applicationId={application.applicationId} />
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' }, columnGap: 4, rowGap: 1.5, m: 0 }}
    >
      {rows.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {intl.formatMessage({ id: label })}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value === null || value === undefined || value === '' ? intl.formatMessage({ id: 'common.notProvided' }) : value}
          </Typography>
        </Box>
      ))}
    </Box>
    <CandidateCustomFields applicationId={application.applicationId} />
    <FilesSection applicationId={application.applicationId} />
    <CandidateAnswersSection applicationId={application.applicationId} />
    </>
  );
};
