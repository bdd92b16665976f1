import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldMessage } from '@ats/web/app/forms/field-message';
import { FormErrorBanner } from '@ats/web/app/forms/form-error-banner';
import { FormTextField } from '@ats/web/app/forms/form-text-field';
import { useValidatedForm } from '@ats/web/app/forms/use-validated-form';
import { DIALOG_PAPER_SX } from '@ats/web/app/theme/theme';
import { stageNameError, type StageEditor } from '@ats/web/features/jobs/hooks/use-stage-editor';

type NameValues = { name: string };

export type StageNameDialogProps = { editor: StageEditor };

/** Add a stage, or rename one (spec 02 §5.3): required, unique in the job. */
export const StageNameDialog = ({ editor }: StageNameDialogProps) => {
  const dialog = editor.dialog!;
  const intl = useIntl();
  const titleId = useId();
  const formId = useId();
  const ownId = dialog.kind === 'rename' ? dialog.stage.id : null;
  const [serverError, setServerError] = useState<FieldMessage | null>(null);
  const form = useValidatedForm<NameValues>({
    defaultValues: { name: dialog.kind === 'rename' ? dialog.stage.name : '' },
    rules: (values) => ({ name: stageNameError(values.name, editor.stages, ownId) }),
  });

  const submit = form.handleSubmit(async ({ name }) => {
    setServerError(null);
    const refusal = await editor.submitName(name);
    if (refusal) setServerError({ raw: refusal });
  });

  return (
    <Dialog
      open
      onClose={editor.naming ? undefined : editor.closeDialog}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id={dialog.kind === 'rename' ? 'jobs.stage.renameTitle' : 'jobs.stage.addTitle'} />
      </DialogTitle>
      <DialogContent>
        <FormProvider {...form}>
          <Box component="form" id={formId} noValidate onSubmit={submit} sx={{ pt: 1 }}>
            <FormErrorBanner error={serverError} />
            <FormTextField<NameValues>
              name="name"
              id="stage-name"
              label={intl.formatMessage({ id: 'jobs.stage.name' })}
              required
              fullWidth
              autoFocus
              checkOnBlur="filled"
            />
          </Box>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={editor.closeDialog} disabled={editor.naming}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={editor.naming}>
          <FormattedMessage id={dialog.kind === 'rename' ? 'jobs.stage.rename' : 'jobs.stage.add'} />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
