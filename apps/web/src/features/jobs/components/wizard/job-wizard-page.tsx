import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { FormattedMessage } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import { isApiError } from '@ats/web/app/api/api-error';
import { EmptyState, LoadErrorState } from '@ats/web/app/components/empty-state';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useJobDetail } from '../../api/jobs-api';
import type { JobDetail } from '../../api/job-types';
import { isWizardTab, NEW_JOB_ID, wizardPath, type WizardMode, type WizardTab } from '../../job-routes';
import { WIZARD_TAB_LABEL } from '../../labels';
import { ApplicationTab } from './application/application-tab';
import { CollaboratorsTab } from './collaborators/collaborators-tab';
import { HiringFlowTab } from './hiring-flow/hiring-flow-tab';
import { JobInformationTab } from './job-information/job-information-tab';
import { PublishTab } from './publish/publish-tab';
import { WIZARD_PANEL_ID, WizardHeader, wizardTabId } from './wizard-header';

type TabContentProps = { tab: WizardTab; job: JobDetail; readOnly: boolean };

const TabContent = ({ tab, job, readOnly }: TabContentProps) => {
  switch (tab) {
    case 'job-information':
      return <JobInformationTab job={job} readOnly={readOnly} />;
    case 'application':
      return <ApplicationTab job={job} readOnly={readOnly} />;
    case 'hiring-flow':
      return <HiringFlowTab job={job} readOnly={readOnly} />;
    case 'collaborators':
      return <CollaboratorsTab job={job} readOnly={readOnly} />;
    case 'publish':
      return <PublishTab job={job} readOnly={readOnly} />;
  }
};

/** /recruiter/jobs/job-role/:jobRoleId/:editTab/:mode (spec 02 §2.1, §2.3); 'new' is a job not yet saved. */
export const JobWizardPage = () => {
  const params = useParams();
  const jobId = params.jobRoleId ?? NEW_JOB_ID;
  const isNew = jobId === NEW_JOB_ID;
  const mode: WizardMode = params.mode === 'VIEW' ? 'VIEW' : 'edit';
  const tab: WizardTab = isWizardTab(params.editTab) ? params.editTab : 'job-information';
  const job = useJobDetail(isNew ? null : jobId);
  usePageTitle(isNew ? 'jobs.wizard.newTitle' : WIZARD_TAB_LABEL[tab]);

  if (!isWizardTab(params.editTab) || (params.mode !== 'edit' && params.mode !== 'VIEW')) {
    return <Navigate to={wizardPath(jobId, tab, mode)} replace />;
  }
  // Only the job-information tab exists before the first save.
  if (isNew && (tab !== 'job-information' || mode !== 'edit')) return <Navigate to={wizardPath(NEW_JOB_ID)} replace />;

  const body = () => {
    if (isNew) return <JobInformationTab key="new" job={null} readOnly={false} />;
    if (job.isPending) return <PageLoader fullHeight={false} />;
    if (job.isError) {
      if (isApiError(job.error) && job.error.statusCode === 404) {
        return (
          <EmptyState role="alert" title={job.error.message} body={<FormattedMessage id="jobs.wizard.notFound" />} />
        );
      }
      return <LoadErrorState titleId="jobs.wizard.loadError" error={job.error} onRetry={job.refetch} />;
    }
    return <TabContent key={`${jobId}-${tab}`} tab={tab} job={job.data} readOnly={mode === 'VIEW'} />;
  };

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <WizardHeader job={isNew ? null : (job.data ?? null)} tab={tab} mode={mode} />
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 } }}
        role="tabpanel"
        id={WIZARD_PANEL_ID}
        aria-labelledby={wizardTabId(tab)}
      >
        {body()}
      </Paper>
    </Box>
  );
};
