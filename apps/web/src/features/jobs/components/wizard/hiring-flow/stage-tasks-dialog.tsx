import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormErrorBanner } from '@ats/web/app/forms/form-error-banner';
import { isolated } from '@ats/web/app/i18n/isolated';
import type { JobDetail, JobStage } from '@ats/web/features/jobs/api/job-types';
import { EDITABLE_TASK_TYPES, useStageTasks } from '@ats/web/features/jobs/hooks/use-stage-tasks';
import { TASK_TYPE_LABEL } from '@ats/web/features/jobs/labels';
import { TaskEditor } from './task-editor';

export type StageTasksDialogProps = { job: JobDetail; stage: JobStage; readOnly: boolean; onClose: () => void };

/** Spec 02 §2.5, §3.4: the stage's candidate tasks (modules), edited together and saved at once. */
export const StageTasksDialog = ({ job, stage, readOnly, onClose }: StageTasksDialogProps) => {
  const intl = useIntl();
  const titleId = useId();
  const menuId = useId();
  const state = useStageTasks(job, stage, onClose);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <Dialog
      open
      onClose={state.busy ? undefined : onClose}
      aria-labelledby={titleId}
      scroll="paper"
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id="jobs.task.title" values={{ stage: isolated(stage.name) }} />
      </DialogTitle>
      <DialogContent dividers>
        <FormErrorBanner error={state.formError} />
        {state.tasks.length === 0 && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            <FormattedMessage id="jobs.task.empty" />
          </Typography>
        )}
        <Stack spacing={2}>
          {state.tasks.map((task, index) => (
            <TaskEditor
              key={task.id}
              task={task}
              readOnly={readOnly}
              showErrors={state.showErrors}
              onChange={(next) => state.update(index, next)}
              onRemove={() => state.remove(index)}
            />
          ))}
        </Stack>
        {!readOnly && (
          <>
            <Button
              startIcon={<AddIcon />}
              sx={{ mt: 2 }}
              aria-haspopup="menu"
              aria-controls={anchor ? menuId : undefined}
              aria-expanded={anchor ? true : undefined}
              onClick={(event) => setAnchor(event.currentTarget)}
            >
              <FormattedMessage id="jobs.task.add" />
            </Button>
            <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
              {EDITABLE_TASK_TYPES.map((type) => (
                <MenuItem
                  key={type}
                  onClick={() => {
                    setAnchor(null);
                    state.add(type);
                  }}
                >
                  {intl.formatMessage({ id: TASK_TYPE_LABEL[type] })}
                </MenuItem>
              ))}
            </Menu>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={state.busy}>
          <FormattedMessage id={readOnly ? 'common.close' : 'common.cancel'} />
        </Button>
        {!readOnly && (
          <Button variant="contained" onClick={state.submit} loading={state.busy}>
            <FormattedMessage id="jobs.task.save" />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
