import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '@ats/web/app/i18n/locale-context';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { useCandidateOfApplication } from '@ats/web/features/candidates/api/candidate-details-api';
import { profilePath } from '@ats/web/features/candidates/labels';
import { countryName } from './candidate-details-messages';
import { EditCandidateDialog } from './edit-candidate-dialog';

export type CandidateContactSectionProps = { applicationId: string };

/** A bare list inside a description: one item per line, no bullets. */
const PlainList = ({ items }: { items: Array<{ key: string; content: ReactNode }> }) => (
  <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
    {items.map(({ key, content }) => (
      <li key={key}>{content}</li>
    ))}
  </Stack>
);

/**
 * The profile's contact information (spec 02 §2.13, §3.7): every e-mail (the primary marked), phones, links,
 * referred / sourced by, the application's agency, demographics, and the candidate's applications with their total; 'Edit candidate'
 * opens the edit dialog. Loading, error (with retry) and empty states of its own.
 */
export const CandidateContactSection = ({ applicationId }: CandidateContactSectionProps) => {
  const intl = useIntl();
  const { language } = useLocale();
  const candidate = useCandidateOfApplication(applicationId);
  const [editing, setEditing] = useState(false);

  if (candidate.isPending) {
    return (
      <Stack direction="row" spacing={1} alignItems="center" role="status" sx={{ mb: 3 }}>
        <CircularProgress size={18} aria-hidden />
        <Typography variant="body2">
          <FormattedMessage id="candidateDetails.loading" />
        </Typography>
      </Stack>
    );
  }
  if (candidate.isError) {
    return (
      <Alert
        severity="error"
        sx={{ mb: 3 }}
        action={
          <Button color="inherit" size="small" onClick={() => void candidate.refetch()}>
            <FormattedMessage id="candidateDetails.retry" />
          </Button>
        }
      >
        <FormattedMessage id="candidateDetails.loadFailed" />
      </Alert>
    );
  }
  const data = candidate.data;
  const none = intl.formatMessage({ id: 'common.notProvided' });
  const rows: Array<{ label: MessageId; value: ReactNode }> = [
    {
      label: 'candidateDetails.emails',
      value: (
        <PlainList
          items={data.emails.map(({ email, primary }) => ({
            key: email,
            content: (
              <>
                <Link href={`mailto:${email}`}>{email}</Link>
                {primary && <Chip size="small" sx={{ marginInlineStart: 1 }} label={intl.formatMessage({ id: 'candidateDetails.primary' })} />}
              </>
            ),
          }))}
        />
      ),
    },
    {
      label: 'candidateDetails.phones',
      value:
        data.phones.length === 0 ? (
          intl.formatMessage({ id: 'candidateDetails.noPhones' })
        ) : (
          <PlainList
            items={data.phones.map((phone) => ({
              key: phone,
              content: (
                <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {phone}
                </Link>
              ),
            }))}
          />
        ),
    },
    {
      label: 'candidateDetails.links',
      value:
        data.links.length === 0 ? (
          intl.formatMessage({ id: 'candidateDetails.noLinks' })
        ) : (
          <PlainList
            items={data.links.map(({ kind, url }) => ({
              key: url,
              content: (
                <>
                  {intl.formatMessage({ id: `candidateDetails.link.${kind as 'linkedin' | 'portfolio' | 'other'}` })}:{' '}
                  <Link href={url} target="_blank" rel="noopener noreferrer" dir="ltr">
                    {url}
                  </Link>
                </>
              ),
            }))}
          />
        ),
    },
    { label: 'candidateDetails.referredBy', value: data.referredBy?.name ?? null },
    { label: 'candidateDetails.sourcedBy', value: data.sourcedBy?.name ?? null },
    // This application's agency (origin 'agency'), named as when it brought the candidate.
    { label: 'candidateDetails.agency', value: data.agency?.name ?? null },
    {
      label: 'candidateDetails.gender',
      value: data.gender ? intl.formatMessage({ id: `candidateDetails.gender.${data.gender as 'Male' | 'Female' | 'Prefer not to say'}` }) : null,
    },
    { label: 'candidateDetails.nationality', value: countryName(data.nationality, language, intl) },
    { label: 'candidateDetails.countryOfResidence', value: countryName(data.countryOfResidence, language, intl) },
    { label: 'candidateDetails.totalApplications', value: String(data.totalApplications) },
    {
      label: 'candidateDetails.applications',
      value: (
        <PlainList
          items={data.applications.map((application) => ({
            key: application.applicationId,
            content:
              application.applicationId === applicationId ? (
                <span aria-current="page">
                  {application.jobName} · {application.stageName}
                </span>
              ) : (
                <Link component={RouterLink} to={profilePath(application.applicationId)}>
                  {application.jobName} · {application.stageName}
                </Link>
              ),
          }))}
        />
      ),
    },
  ];

  return (
    <Box component="section" aria-labelledby="candidate-contact-title" sx={{ mb: 3 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1.5 }}>
        <Typography id="candidate-contact-title" variant="h6" component="h2">
          <FormattedMessage id="candidateDetails.title" />
        </Typography>
        {!data.erased && (
          <Button variant="outlined" size="small" onClick={() => setEditing(true)}>
            <FormattedMessage id="candidateDetails.edit" />
          </Button>
        )}
      </Stack>
      {data.erased && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          <FormattedMessage id="candidateDetails.erased" />
        </Alert>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' }, columnGap: 4, rowGap: 1.5, m: 0 }}>
        {rows.map(({ label, value }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {intl.formatMessage({ id: label })}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
              {value === null || value === '' ? none : value}
            </Typography>
          </Box>
        ))}
      </Box>
      {editing && <EditCandidateDialog applicationId={applicationId} candidate={data} onClose={() => setEditing(false)} />}
    </Box>
  );
};
