import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { StageInsight } from '@ats/web/features/jobs/api/jobs-api';
import type { JobStage } from '@ats/web/features/jobs/api/job-types';
import { canMove, moveButtonId, type StageEditor } from '@ats/web/features/jobs/hooks/use-stage-editor';
import { moduleEditorPath } from '@ats/web/features/jobs/job-routes';
import { TASK_TYPE_LABEL } from '@ats/web/features/jobs/labels';

export type StageRowProps = {
  jobId: string;
  stage: JobStage;
  index: number;
  editor: StageEditor;
  readOnly: boolean;
  insight?: StageInsight;
};

/** One stage: its number and name, locked or not, its tasks, and the buttons that change it. */
export const StageRow = ({ jobId, stage, index, editor, readOnly, insight }: StageRowProps) => {
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id }, { name: stage.name });
  const action = (id: MessageId, icon: ReactNode, onClick: () => void, disabled = false, domId?: string) => (
    <Tooltip title={label(id)}>
      <span>
        <IconButton
          id={domId}
          aria-label={label(id)}
          onClick={onClick}
          disabled={disabled || editor.moving}
          size="small"
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography component="span" color="text.secondary" sx={{ minWidth: 24 }} aria-hidden>
        {index + 1}
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography component="h3" variant="body1" sx={{ fontWeight: 600 }}>
            {stage.name}
          </Typography>
          {stage.locked && (
            <Chip size="small" icon={<LockOutlinedIcon />} label={intl.formatMessage({ id: 'jobs.stage.locked' })} />
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          <FormattedMessage id="jobs.stage.taskCount" values={{ count: stage.tasks.length }} />
          {insight && (
            <>
              {' · '}
              <FormattedMessage
                id="jobs.stage.insight"
                values={{ active: insight.active, archived: insight.archived }}
              />
            </>
          )}
        </Typography>
        {/* Each configured task opens on its own page, the module editor (spec 02 §2.1); read-only callers only see the count. */}
        {!readOnly && stage.tasks.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            {stage.tasks.map((task) => {
              const taskName = intl.formatMessage({ id: TASK_TYPE_LABEL[task.type] });
              return (
                <li key={task.id}>
                  <Link
                    component={RouterLink}
                    to={moduleEditorPath(jobId, stage.id, task)}
                    variant="body2"
                    aria-label={intl.formatMessage({ id: 'jobs.stage.editTaskOf' }, { task: taskName, name: stage.name })}
                  >
                    {taskName}
                  </Link>
                </li>
              );
            })}
          </Box>
        )}
      </Box>
      {/* A locked stage keeps its name and place; its tasks and automations can still be set (domain/jobs). */}
      <Stack direction="row" spacing={0.5} alignItems="center" useFlexGap flexWrap="wrap">
        <Button
          size="small"
          onClick={() => editor.openPanel('tasks', stage)}
          aria-label={label(readOnly ? 'jobs.stage.viewTasksOf' : 'jobs.stage.tasksOf')}
        >
          <FormattedMessage id={readOnly ? 'jobs.stage.viewTasks' : 'jobs.stage.tasks'} />
        </Button>
        <Button
          size="small"
          onClick={() => editor.openPanel('automations', stage)}
          aria-label={label('jobs.stage.automationsOf')}
        >
          <FormattedMessage id="jobs.stage.automations" />
        </Button>
        {!readOnly && !stage.locked && (
          <>
            {action(
              'jobs.stage.moveUp',
              <ArrowUpwardIcon fontSize="small" />,
              () => editor.move(index, -1),
              !canMove(editor.stages, index, -1),
              moveButtonId(stage.id, -1),
            )}
            {action(
              'jobs.stage.moveDown',
              <ArrowDownwardIcon fontSize="small" />,
              () => editor.move(index, 1),
              !canMove(editor.stages, index, 1),
              moveButtonId(stage.id, 1),
            )}
            {action('jobs.stage.renameLabel', <EditOutlinedIcon fontSize="small" />, () => editor.openRename(stage))}
            {action('jobs.stage.deleteLabel', <DeleteOutlineIcon fontSize="small" />, () => editor.askDelete(stage))}
          </>
        )}
      </Stack>
    </Box>
  );
};
