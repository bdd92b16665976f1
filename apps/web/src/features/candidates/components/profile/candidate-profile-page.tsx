import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError, isConflict } from '../../../../app/api/api-error';
import type { Stage } from '../../../../app/api/api-types';
import { errorText } from '../../../../app/api/error-text';
import { showSuccessToast } from '../../../../app/api/toast-bus';
import { EmptyState } from '../../../../app/components/empty-state';
import { LetterAvatar } from '../../../../app/components/letter-avatar';
import type { MessageId } from '../../../../app/i18n/messages';
import { candidateListPath } from '../../../../app/shell/candidate-view-state';
import { fullNameOf } from '../../../../app/shell/use-current-user';
import { usePageTitle } from '../../../../app/shell/use-page-title';
import { useApplication, useArchiveApplication, useMoveToStage, useUnarchiveApplication } from '../../api/candidates-api';
import { STATUS_LABEL } from '../../labels';
import { ArchiveDialog, type ArchiveChoice } from './archive-dialog';
import { ProfileDetails } from './profile-details';
import { ProgressStageMenu } from './progress-stage-menu';
import { Timeline } from './timeline';

type ProfileTab = 'timeline' | 'interviews' | 'emails' | 'profile';

const TABS: readonly { value: ProfileTab; label: MessageId }[] = [
  { value: 'timeline', label: 'profile.tab.timeline' },
  { value: 'interviews', label: 'profile.tab.interviews' },
  { value: 'emails', label: 'profile.tab.emails' },
  { value: 'profile', label: 'profile.tab.profile' },
];

const BackLink = () => (
  <Link component={RouterLink} to={candidateListPath()} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
    <ArrowBackIcon fontSize="small" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
    <FormattedMessage id="profile.back" />
  </Link>
);

export const CandidateProfilePage = () => {
  const intl = useIntl();
  const { applicationId = '' } = useParams<{ applicationId: string }>();
  const application = useApplication(applicationId);
  const moveToStage = useMoveToStage();
  const archive = useArchiveApplication();
  const unarchive = useUnarchiveApplication();
  const [tab, setTab] = useState<ProfileTab>('timeline');
  const [archiveOpen, setArchiveOpen] = useState(false);

  const data = application.data;
  const name = data ? fullNameOf(data) || data.email : '';
  usePageTitle(data ? 'profile.titleWithName' : 'profile.title', data ? { name } : undefined);

  const busy = moveToStage.isPending || archive.isPending || unarchive.isPending;

  /** A stale revision (409) shows the server's message through the shared toast; the profile is then reloaded. */
  const onCommandError = (error: unknown) => {
    if (isConflict(error)) void application.refetch();
  };

  const progress = (stage: Stage) => {
    if (!data) return;
    moveToStage.mutate(
      { applicationId, stageId: stage.id, expectedRevision: data.revision },
      { onSuccess: () => showSuccessToast('profile.toast.moved', { stage: stage.name }), onError: onCommandError },
    );
  };

  const confirmArchive = (choice: ArchiveChoice) => {
    if (!data) return;
    archive.mutate(
      { applicationId, ...choice, expectedRevision: data.revision },
      {
        onSuccess: () => {
          setArchiveOpen(false);
          showSuccessToast('profile.toast.archived');
        },
        onError: (error) => {
          if (isConflict(error)) setArchiveOpen(false);
          onCommandError(error);
        },
      },
    );
  };

  const doUnarchive = () => {
    if (!data) return;
    unarchive.mutate(
      { applicationId, expectedRevision: data.revision },
      { onSuccess: () => showSuccessToast('profile.toast.unarchived'), onError: onCommandError },
    );
  };

  if (application.isPending) {
    return (
      <Box aria-busy>
        <BackLink />
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Skeleton variant="circular" width={56} height={56} />
            <Box sx={{ flex: 1 }}>
              <Skeleton variant="text" width="40%" height={36} />
              <Skeleton variant="text" width="25%" />
            </Box>
          </Stack>
        </Paper>
      </Box>
    );
  }

  if (application.isError || !data) {
    const notFound = isApiError(application.error) && application.error.statusCode === 404;
    return (
      <Box>
        <BackLink />
        <Paper variant="outlined">
          <EmptyState
            role="alert"
            title={<FormattedMessage id={notFound ? 'profile.notFound.title' : 'profile.error.title'} />}
            body={notFound ? <FormattedMessage id="profile.notFound.body" /> : errorText(intl, application.error)}
            action={
              notFound ? undefined : (
                <Button variant="outlined" onClick={() => application.refetch()}>
                  <FormattedMessage id="common.retry" />
                </Button>
              )
            }
          />
        </Paper>
      </Box>
    );
  }

  const archived = data.status === 'ARCHIVED';

  return (
    <Box>
      <BackLink />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ xs: 'flex-start', md: 'center' }}>
          <LetterAvatar name={name} size={56} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Typography variant="h1" sx={{ wordBreak: 'break-word' }}>
                {name}
              </Typography>
              <Chip
                size="small"
                color={archived ? 'default' : 'success'}
                variant={archived ? 'outlined' : 'filled'}
                label={intl.formatMessage({ id: STATUS_LABEL[data.status] ?? 'candidate.status.active' })}
                data-testid="application-status"
              />
            </Stack>
            <Typography variant="body1" color="text.secondary" sx={{ mt: 0.5 }}>
              <FormattedMessage
                id="profile.jobAndStage"
                values={{
                  job: data.jobName,
                  stage: (
                    <Box component="strong" sx={{ color: 'text.primary' }} data-testid="application-stage">
                      {data.stageName}
                    </Box>
                  ),
                }}
              />
            </Typography>
            {archived && data.archivalReason && (
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="profile.archivedBecause" values={{ reason: data.archivalReason }} />
              </Typography>
            )}
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <ProgressStageMenu
              stages={data.stages ?? []}
              currentStageId={data.stageId}
              disabled={archived || busy}
              busy={moveToStage.isPending}
              onSelect={progress}
            />
            {archived ? (
              <Button variant="outlined" onClick={doUnarchive} loading={unarchive.isPending} disabled={busy}>
                <FormattedMessage id="profile.action.unarchive" />
              </Button>
            ) : (
              <Button variant="outlined" color="error" onClick={() => setArchiveOpen(true)} disabled={busy}>
                <FormattedMessage id="profile.action.archive" />
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>

      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, next: ProfileTab) => setTab(next)}
          aria-label={intl.formatMessage({ id: 'profile.tabs.label' })}
          variant="scrollable"
          scrollButtons="auto"
          sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map(({ value, label }) => (
            <Tab key={value} value={value} label={intl.formatMessage({ id: label })} id={`profile-tab-${value}`} aria-controls={`profile-panel-${value}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`} sx={{ p: { xs: 2, md: 3 } }}>
          {tab === 'timeline' && <Timeline applicationId={applicationId} />}
          {tab === 'interviews' && (
            <EmptyState
              icon={<ChatBubbleOutlineIcon />}
              title={<FormattedMessage id="profile.interviews.emptyTitle" />}
              body={<FormattedMessage id="profile.notInThisBuild" />}
            />
          )}
          {tab === 'emails' && (
            <EmptyState
              icon={<MailOutlineIcon />}
              title={<FormattedMessage id="profile.emails.emptyTitle" />}
              body={<FormattedMessage id="profile.notInThisBuild" />}
            />
          )}
          {tab === 'profile' && <ProfileDetails application={data} />}
        </Box>
      </Paper>

      <ArchiveDialog
        open={archiveOpen}
        candidateName={name}
        busy={archive.isPending}
        onClose={() => setArchiveOpen(false)}
        onConfirm={confirmArchive}
      />
    </Box>
  );
};
