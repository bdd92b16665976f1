import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { LoadErrorState } from '@ats/web/app/components/empty-state';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useTemplateEditor } from '../../hooks/use-template-editor';
import { settingsErrorText, settingsMessageText } from '../../settings-errors';
import { StagesEditor } from './stages-editor';

const BACK = '/recruiter-settings/stage-pipeline';

/**
 * /recruiter/stage-pipeline/:id — add ('new') or edit a stage pipeline template (spec 02 §2.1, §3.3, §5.3):
 * its name and ordered stages, added, renamed, moved with up and down buttons and deleted; the locked ones stay.
 */
export const TemplateEditorPage = () => {
  const intl = useIntl();
  const { id: param = 'new' } = useParams();
  const id = param === 'new' ? null : param;
  usePageTitle(id ? 'pipeline.editor.editTitle' : 'pipeline.editor.addTitle');
  const navigate = useNavigate();
  const state = useTemplateEditor(id);
  const [formError, setFormError] = useState<string | null>(null);

  if (id && state.template.isError && !state.loaded)
    return (
      <LoadErrorState
        titleId="pipeline.editor.loadError"
        error={state.template.error}
        onRetry={state.template.refetch}
      />
    );
  if (!state.loaded) return <PageLoader fullHeight={false} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    try {
      const saved = await state.submit();
      if (saved === null) {
        const invalid = document.querySelector<HTMLInputElement>('[aria-invalid="true"]');
        invalid?.focus();
        return;
      }
      showSuccessToast('pipeline.toast.saved', { name: saved });
      void navigate(BACK);
    } catch (error) {
      setFormError(settingsErrorText(intl, error));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Button
        component={RouterLink}
        to={BACK}
        startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
        sx={{ mb: 1 }}
      >
        <FormattedMessage id="pipeline.editor.back" />
      </Button>
      <Typography variant="h1" sx={{ mb: 2 }}>
        <FormattedMessage id={id ? 'pipeline.editor.editTitle' : 'pipeline.editor.addTitle'} />
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <TextField
            id="template-name"
            label={intl.formatMessage({ id: 'pipeline.editor.name' })}
            value={state.name}
            onChange={(event) => state.setName(event.target.value)}
            error={state.nameMessage !== null}
            helperText={state.nameMessage && settingsMessageText(intl, state.nameMessage)}
            required
            fullWidth
            autoFocus={!id}
            autoComplete="off"
          />
          <StagesEditor state={state} />
          {state.listMessage && (
            <Alert severity="error" role="alert">
              {settingsMessageText(intl, state.listMessage)}
            </Alert>
          )}
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button component={RouterLink} to={BACK} disabled={state.saving}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button type="submit" variant="contained" loading={state.saving}>
              <FormattedMessage id="companySettings.save" />
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
};
