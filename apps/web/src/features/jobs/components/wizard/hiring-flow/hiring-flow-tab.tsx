import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@ats/web/app/components/confirm-dialog';
import { useStageInsights } from '@ats/web/features/jobs/api/jobs-api';
import type { JobDetail } from '@ats/web/features/jobs/api/job-types';
import { useStageEditor } from '@ats/web/features/jobs/hooks/use-stage-editor';
import { wizardPath } from '@ats/web/features/jobs/job-routes';
import { WizardFooter } from '../wizard-footer';
import { ChangeTemplateDialog } from './change-template-dialog';
import { MoveCandidatesDialog } from './move-candidates-dialog';
import { StageAutomationsDialog } from './stage-automations-dialog';
import { StageNameDialog } from './stage-name-dialog';
import { StageRow } from './stage-row';
import { StageTasksDialog } from './stage-tasks-dialog';
import { visuallyHidden } from '@ats/web/app/components/visually-hidden';

export type HiringFlowTabProps = { job: JobDetail; readOnly: boolean };

/** Spec 02 §2.4: the job's stage pipeline; each change is saved at once. */
export const HiringFlowTab = ({ job, readOnly }: HiringFlowTabProps) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const editor = useStageEditor(job);
  const [changingTemplate, setChangingTemplate] = useState(false);
  const insights = useStageInsights(job.id);
  const insightOf = (stageId: string) => insights.data?.find((item) => item.stageId === stageId);
  const deletingInsight = editor.deleting ? insightOf(editor.deleting.id) : undefined;
  const candidates = deletingInsight?.total ?? 0;
  const panelStage = editor.panel ? job.stages.find((stage) => stage.id === editor.panel!.stageId) : undefined;

  return (
    <Box>
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }} spacing={2}>
        <Box>
          <Typography variant="h3" component="h2" id="stage-pipeline-heading">
            <FormattedMessage id="jobs.stage.heading" />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="jobs.stage.hint" />
          </Typography>
        </Box>
        {!readOnly && (
          <Stack direction="row" spacing={1}>
            <Button variant="text" onClick={() => setChangingTemplate(true)}>
              <FormattedMessage id="jobs.template.open" />
            </Button>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={editor.openAdd}>
              <FormattedMessage id="jobs.stage.add" />
            </Button>
          </Stack>
        )}
      </Stack>
      <Stack component="ol" spacing={1} aria-labelledby="stage-pipeline-heading" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {job.stages.map((stage, index) => (
          <StageRow
            key={stage.id}
            jobId={job.id}
            stage={stage}
            index={index}
            editor={editor}
            readOnly={readOnly}
            insight={insightOf(stage.id)}
          />
        ))}
      </Stack>
      <Box
        role="status"
        aria-live="polite"
        sx={visuallyHidden}
      >
        {editor.announcement}
      </Box>
      {!readOnly && <WizardFooter tab="hiring-flow" onNext={() => navigate(wizardPath(job.id, 'collaborators'))} />}

      {editor.dialog && <StageNameDialog editor={editor} />}
      {/* Spec 02 §4.3: a stage with candidates (archived included) is deleted by moving them; else a confirmation. */}
      {editor.deleting && candidates > 0 && <MoveCandidatesDialog editor={editor} count={candidates} />}
      <ConfirmDialog
        open={editor.deleting !== null && candidates === 0}
        title={intl.formatMessage({ id: 'jobs.stage.deleteTitle' }, { name: editor.deleting?.name ?? '' })}
        busy={editor.removing}
        error={editor.deleteError}
        onConfirm={editor.confirmDelete}
        onClose={editor.cancelDelete}
      />
      {changingTemplate && (
        <ChangeTemplateDialog job={job} insights={insights.data ?? []} onClose={() => setChangingTemplate(false)} />
      )}
      {editor.panel?.kind === 'tasks' && panelStage && (
        <StageTasksDialog job={job} stage={panelStage} readOnly={readOnly} onClose={editor.closePanel} />
      )}
      {editor.panel?.kind === 'automations' && panelStage && (
        <StageAutomationsDialog job={job} stage={panelStage} readOnly={readOnly} onClose={editor.closePanel} />
      )}
    </Box>
  );
};
