import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TemplateEditorState } from '../../hooks/use-template-editor';
import { settingsMessageText } from '../../settings-errors';

/** Where the focus goes after a change: the moved stage's button, or a new stage's name. */
type Focus = { id: string } | null;

export type StagesEditorProps = { state: TemplateEditorState };

/** The ordered stages: locked ones shown locked; the others renamed, moved by up and down buttons, deleted. */
export const StagesEditor = ({ state }: StagesEditorProps) => {
  const intl = useIntl();
  const headingId = useId();
  const [focus, setFocus] = useState<Focus>(null);

  useEffect(() => {
    if (!focus) return;
    document.getElementById(focus.id)?.focus();
    setFocus(null);
  }, [focus, state.stages]);

  const moved = (index: number, by: -1 | 1, key: number) => {
    state.move(index, by);
    // Still movable the same way: keep the focus on that button; else on the other one.
    const stillMovable = state.canMove(index + by, by);
    setFocus({ id: `stage-${key}-${stillMovable ? (by < 0 ? 'up' : 'down') : by < 0 ? 'down' : 'up'}` });
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 0.5 }}>
        <FormattedMessage id="pipeline.editor.stages" />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        <FormattedMessage id="pipeline.editor.lockedHint" />
      </Typography>
      <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {state.stages.map((stage, index) => {
          const label = intl.formatMessage({ id: 'pipeline.editor.stageName' }, { number: index + 1 });
          const named = stage.name.trim() || label;
          const message = state.stageMessages[index];
          return (
            <Stack component="li" key={stage.key} direction="row" spacing={1} alignItems="flex-start">
              <TextField
                id={`stage-${stage.key}-name`}
                label={label}
                value={stage.name}
                onChange={(event) => state.rename(stage.key, event.target.value)}
                disabled={stage.locked}
                error={Boolean(message)}
                helperText={message ? settingsMessageText(intl, message) : undefined}
                size="small"
                fullWidth
                autoComplete="off"
                slotProps={{
                  input: {
                    endAdornment: stage.locked ? (
                      <LockOutlinedIcon fontSize="small" aria-label={intl.formatMessage({ id: 'pipeline.locked' })} />
                    ) : undefined,
                  },
                }}
              />
              {!stage.locked && (
                <>
                  <IconButton
                    id={`stage-${stage.key}-up`}
                    aria-label={intl.formatMessage({ id: 'pipeline.editor.moveUp' }, { name: named })}
                    disabled={!state.canMove(index, -1)}
                    onClick={() => moved(index, -1, stage.key)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    id={`stage-${stage.key}-down`}
                    aria-label={intl.formatMessage({ id: 'pipeline.editor.moveDown' }, { name: named })}
                    disabled={!state.canMove(index, 1)}
                    onClick={() => moved(index, 1, stage.key)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={intl.formatMessage({ id: 'pipeline.editor.deleteStage' }, { name: named })}
                    onClick={() => {
                      state.remove(stage.key);
                      setFocus({ id: 'add-stage' });
                    }}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </>
              )}
            </Stack>
          );
        })}
      </Stack>
      <Button
        id="add-stage"
        startIcon={<AddIcon />}
        sx={{ mt: 1.5 }}
        onClick={() => {
          const base = intl.formatMessage({ id: 'pipeline.editor.newStage' });
          const taken = new Set(state.stages.map((stage) => stage.name.trim().toLowerCase()));
          let name = base;
          for (let number = 2; taken.has(name.toLowerCase()); number++) name = `${base} ${number}`;
          const key = state.addStage(name);
          setFocus({ id: `stage-${key}-name` });
        }}
      >
        <FormattedMessage id="pipeline.editor.addStage" />
      </Button>
    </Box>
  );
};
