import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import { LoadErrorState } from '@ats/web/app/components/empty-state';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { FormErrorBanner } from '@ats/web/app/forms/form-error-banner';
import { isolated } from '@ats/web/app/i18n/isolated';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useJobDetail } from '../../api/jobs-api';
import type { CandidateTask, JobDetail, JobStage } from '../../api/job-types';
import { moduleTask, useModuleEditor } from '../../hooks/use-module-editor';
import { NEW_JOB_ID, wizardPath } from '../../job-routes';
import { TaskEditor } from './hiring-flow/task-editor';

type ModuleEditorProps = { job: JobDetail; stage: JobStage; task: CandidateTask };

const ModuleEditor = ({ job, stage, task }: ModuleEditorProps) => {
  const editor = useModuleEditor(job, stage, task);
  return (
    <Stack spacing={2}>
      <FormErrorBanner error={editor.formError} />
      <TaskEditor
        task={editor.task}
        readOnly={false}
        showErrors={editor.showErrors}
        onChange={editor.setTask}
      />
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={editor.back} disabled={editor.busy}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant="contained" onClick={editor.submit} loading={editor.busy}>
          <FormattedMessage id="jobs.module.save" />
        </Button>
      </Stack>
    </Stack>
  );
};

/**
 * /recruiter/jobs/job-role/:jobRoleId/:stageId/:moduleId/:moduleName/edit (spec 02 §2.1): one candidate task
 * (module) of a stage on its own page; Save or Cancel go back to the stage pipeline tab.
 */
export const ModuleEditorPage = () => {
  const { jobRoleId = NEW_JOB_ID, stageId = '', moduleId = '', moduleName = '' } = useParams();
  const isNew = jobRoleId === NEW_JOB_ID;
  const job = useJobDetail(isNew ? null : jobRoleId);
  usePageTitle('jobs.module.pageTitle');

  if (isNew) return <Navigate to={wizardPath(NEW_JOB_ID)} replace />;
  if (job.isPending) return <PageLoader fullHeight={false} />;
  if (job.isError) return <LoadErrorState titleId="jobs.wizard.loadError" error={job.error} onRetry={job.refetch} />;
  const stage = job.data.stages.find((item) => item.id === stageId);
  const task = stage ? moduleTask(stage, moduleId, moduleName) : null;
  if (!stage || !task) return <Navigate to={wizardPath(jobRoleId, 'hiring-flow')} replace />;

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        <FormattedMessage
          id="jobs.module.heading"
          values={{ job: isolated(job.data.name), stage: isolated(stage.name) }}
        />
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {/* Keyed by the address: a new task's id is drawn once, when the editor mounts. */}
        <ModuleEditor key={`${stage.id}-${moduleId}`} job={job.data} stage={stage} task={task} />
      </Paper>
    </Box>
  );
};
