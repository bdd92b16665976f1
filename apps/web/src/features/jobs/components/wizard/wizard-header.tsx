import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { showInfoToast } from '@ats/web/app/api/toast-bus';
import type { JobDetail } from '../../api/job-types';
import { JOBS_PATH, WIZARD_TABS, wizardPath, type WizardMode, type WizardTab } from '../../job-routes';
import { STATUS_LABEL, WIZARD_TAB_LABEL } from '../../labels';

export type WizardHeaderProps = { job: JobDetail | null; tab: WizardTab; mode: WizardMode };

export const wizardTabId = (tab: WizardTab) => `job-wizard-tab-${tab}`;
export const WIZARD_PANEL_ID = 'job-wizard-panel';

/** Back to the jobs list, the job's name and status, 'Skip to publish' or 'Edit job', and the five tabs. */
export const WizardHeader = ({ job, tab, mode }: WizardHeaderProps) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const jobId = job?.id ?? null;

  const open = (next: WizardTab) => {
    // Spec 02 §2.3: a new job opens no other tab before its details are saved.
    if (!jobId) {
      if (next !== 'job-information') showInfoToast('jobs.wizard.saveFirst');
      return;
    }
    navigate(wizardPath(jobId, next, mode));
  };

  return (
    <>
      <Link
        component={RouterLink}
        to={JOBS_PATH}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon
          fontSize="small"
          sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
        />
        <FormattedMessage id="jobs.wizard.back" />
      </Link>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        alignItems={{ sm: 'center' }}
        justifyContent="space-between"
        sx={{ mb: 2 }}
      >
        <Stack direction="row" spacing={1.5} alignItems="center">
          <Typography variant="h1">
            {job ? job.details.name || job.name : <FormattedMessage id="jobs.wizard.newTitle" />}
          </Typography>
          {job && <Chip size="small" label={intl.formatMessage({ id: STATUS_LABEL[job.status] })} />}
        </Stack>
        {jobId && mode === 'edit' && tab !== 'publish' && (
          <Button variant="outlined" onClick={() => navigate(wizardPath(jobId, 'publish'))}>
            <FormattedMessage id="jobs.wizard.skipToPublish" />
          </Button>
        )}
        {jobId && mode === 'VIEW' && (
          <Button variant="contained" onClick={() => navigate(wizardPath(jobId, tab, 'edit'))}>
            <FormattedMessage id="jobs.action.edit" />
          </Button>
        )}
      </Stack>
      <Tabs
        value={tab}
        onChange={(_event, next: WizardTab) => open(next)}
        aria-label={intl.formatMessage({ id: 'jobs.wizard.tabs' })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {WIZARD_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            id={wizardTabId(value)}
            aria-controls={WIZARD_PANEL_ID}
            label={intl.formatMessage({ id: WIZARD_TAB_LABEL[value] })}
          />
        ))}
      </Tabs>
    </>
  );
};
