import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApplicationDetail, Stage } from '@ats/web/app/api/api-types';
import { LetterAvatar } from '@ats/web/app/components/letter-avatar';
import { STATUS_LABEL } from '../../labels';
import { JobChangeActions } from './job-change/job-change-actions';
import { OriginSourceEdit } from './origin-source-edit';
import { OwnerAndTags } from './owner-and-tags';
import { ProgressStageMenu } from './progress-stage-menu';

export type ProfileHeaderProps = {
  application: ApplicationDetail;
  /** The candidate's full name, or the e-mail when there is none. */
  name: string;
  /** A command is under way: every action waits. */
  busy: boolean;
  moving: boolean;
  unarchiving: boolean;
  onProgress: (stage: Stage) => void;
  onArchive: () => void;
  onUnarchive: () => void;
  /** Another tab changed the application meanwhile (409): reload it. */
  onConflict: () => void;
};

/** The candidate's name, status, job and stage, with "Progress to stage" and Archive (or Unarchive), the owner and tags. */
export const ProfileHeader = ({
  application,
  name,
  busy,
  moving,
  unarchiving,
  onProgress,
  onArchive,
  onUnarchive,
  onConflict,
}: ProfileHeaderProps) => {
  const intl = useIntl();
  const archived = application.status === 'ARCHIVED';

  return (
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
              label={intl.formatMessage({ id: STATUS_LABEL[application.status] ?? 'candidate.status.active' })}
              data-testid="application-status"
            />
          </Stack>
          <Typography variant="body1" color="text.secondary" sx={{ mt: 0.5 }}>
            <FormattedMessage
              id="profile.jobAndStage"
              values={{
                job: application.jobName,
                stage: (
                  <Box key="stage" component="strong" sx={{ color: 'text.primary' }} data-testid="application-stage">
                    {application.stageName}
                  </Box>
                ),
              }}
            />
          </Typography>
          {archived && application.archivalReason && (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="profile.archivedBecause" values={{ reason: application.archivalReason }} />
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ProgressStageMenu
            stages={application.stages ?? []}
            currentStageId={application.stageId}
            disabled={archived || busy}
            busy={moving}
            onSelect={onProgress}
          />
          {archived ? (
            <Button variant="outlined" onClick={onUnarchive} loading={unarchiving} disabled={busy}>
              <FormattedMessage id="profile.action.unarchive" />
            </Button>
          ) : (
            <Button variant="outlined" color="error" onClick={onArchive} disabled={busy}>
              <FormattedMessage id="profile.action.archive" />
            </Button>
          )}
          <JobChangeActions application={application} name={name} disabled={busy} onConflict={onConflict} />
          <OriginSourceEdit application={application} name={name} disabled={busy} onConflict={onConflict} />
        </Stack>
      </Stack>
      <OwnerAndTags application={application} disabled={busy} onConflict={onConflict} />
    </Paper>
  );
};
