import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toScreenPlaceholders } from '@ats/domain/email-templates/placeholders';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '@ats/web/app/api/error-text';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { DIALOG_PAPER_SX } from '@ats/web/app/theme/theme';
import { RichTextEditor, useRichTextEditor } from '@ats/web/app/components/rich-text-editor';
import { type SendEmailInput } from '@ats/web/features/candidates/api/emails-api';
import { useCompanyEmailTemplates } from '@ats/web/app/api/email-templates-query';
import { useApplicationFiles } from '@ats/web/features/candidates/api/files-api';
import { addressesOf, EmailCopyFields, EmailScheduleField, hasInvalidAddress, inAnHour, isLater, sendAtInstant } from './email-draft-fields';
import { EmailSignaturePreview } from './email-signature-preview';
import { useUserTimeZone } from '@ats/web/app/format/user-time-zone';

type Field = 'subject' | 'body' | 'cc' | 'bcc' | 'sendAt';
type Problems = Partial<Record<Field, MessageId>>;

export type EmailComposerDialogProps = {
  open: boolean;
  applicationId: string;
  candidateName: string;
  /** Offers the confidential switch (the server decides; this only hides what the caller could not use). */
  canMarkConfidential: boolean;
  busy: boolean;
  /** Sends or schedules; a refusal it throws stays shown in the dialog. */
  onSend: (input: SendEmailInput) => Promise<unknown>;
  onClose: () => void;
};

/**
 * The e-mail composer (spec 03 "Email composer"): a template or free text, subject and rich-text body with
 * {{placeholders}} (filled in by the server when sent) and, read-only below it, the signature the server adds, Cc
 * and Bcc, attachments from the application's files, confidential, and send now or at a chosen time. MUI's dialog
 * keeps the focus inside while open and gives it back to the button that opened it.
 */
export const EmailComposerDialog = ({ open, ...props }: EmailComposerDialogProps) => (
  <Dialog open={open} onClose={props.busy ? undefined : props.onClose} aria-labelledby="email-composer-title" fullWidth maxWidth="md" slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}>
    {/* Mounted only while open, so each e-mail starts from a blank form. */}
    {open && <ComposerForm {...props} />}
  </Dialog>
);

const ComposerForm = ({ applicationId, candidateName, canMarkConfidential, busy, onSend, onClose }: Omit<EmailComposerDialogProps, 'open'>) => {
  const intl = useIntl();
  const ids = { template: useId(), subject: useId(), bodyLabel: useId(), bodyError: useId(), cc: useId(), bcc: useId(), sendAt: useId(), files: useId() };
  const templates = useCompanyEmailTemplates();
  const files = useApplicationFiles(applicationId);
  const [templateId, setTemplateId] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [cc, setCc] = useState('');
  const [bcc, setBcc] = useState('');
  const [attachmentFileIds, setAttachmentFileIds] = useState<string[]>([]);
  const [confidential, setConfidential] = useState(false);
  const [schedule, setSchedule] = useState(false);
  // Read in the user's zone, which the e-mails list's 'Scheduled for' is shown in too.
  const timeZone = useUserTimeZone();
  // Untouched, an hour from now in that zone (the session, and so the zone, may arrive after the first render).
  const [pickedSendAt, setSendAt] = useState<string | null>(null);
  const sendAt = pickedSendAt ?? inAnHour(timeZone);
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const editor = useRichTextEditor({
    content: '',
    editable: true,
    labelledBy: ids.bodyLabel,
    describedBy: problems.body ? ids.bodyError : undefined,
    invalid: Boolean(problems.body),
    onChange: setBody,
  });

  const pickTemplate = (id: string) => {
    setTemplateId(id);
    const template = templates.data?.find((candidate) => candidate.id === id);
    if (!template) return;
    // Shown as the settings page shows them: {{camelCase}}; the server accepts either spelling.
    setSubject(toScreenPlaceholders(template.subject));
    const html = toScreenPlaceholders(template.body);
    editor?.commands.setContent(html);
    setBody(html);
  };

  const problemsNow = (): Problems => {
    const found: Problems = {};
    if (!subject.trim()) found.subject = 'emails.validation.subject';
    if (!body || editor?.isEmpty) found.body = 'emails.validation.body';
    if (hasInvalidAddress(cc)) found.cc = 'emails.validation.copy';
    if (hasInvalidAddress(bcc)) found.bcc = 'emails.validation.copy';
    if (schedule && !isLater(sendAt, timeZone)) found.sendAt = 'emails.validation.sendAt';
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsNow();
    setProblems(found);
    setFormError(null);
    const first = (['subject', 'body', 'cc', 'bcc', 'sendAt'] as const).find((field) => found[field]);
    if (first) {
      if (first === 'body') editor?.commands.focus();
      else document.getElementById(ids[first])?.focus();
      return;
    }
    try {
      await onSend({
        templateId: templateId || null,
        subject: subject.trim(),
        body,
        cc: addressesOf(cc),
        bcc: addressesOf(bcc),
        attachmentFileIds,
        confidential,
        scheduledAt: schedule ? sendAtInstant(sendAt, timeZone) : null,
      });
      onClose();
    } catch (error) {
      setFormError(errorText(intl, error));
    }
  };

  const shown = (field: Field) => (problems[field] ? intl.formatMessage({ id: problems[field] }) : undefined);
  const attachable = (files.data?.items ?? []).filter((file) => file.fileName !== null);

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id="email-composer-title">
        <FormattedMessage id="emails.composer.title" values={{ name: candidateName }} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            select
            size="small"
            id={ids.template}
            label={intl.formatMessage({ id: 'emails.composer.template' })}
            value={templateId}
            onChange={(event) => pickTemplate(event.target.value)}
            disabled={busy || templates.isPending}
          >
            <MenuItem value="">
              <FormattedMessage id="emails.composer.noTemplate" />
            </MenuItem>
            {(templates.data ?? []).map((template) => (
              <MenuItem key={template.id} value={template.id}>
                {template.title}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            required
            size="small"
            id={ids.subject}
            label={intl.formatMessage({ id: 'emails.composer.subject' })}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            error={Boolean(problems.subject)}
            helperText={shown('subject')}
            slotProps={{ htmlInput: { maxLength: 300 } }}
            disabled={busy}
          />
          <Box>
            {/* A <label> for a contenteditable has no control to hand the click to: it focuses the editor itself, as a field's label does. */}
            <Typography id={ids.bodyLabel} variant="body2" component="label" onClick={() => editor?.commands.focus()} sx={{ display: 'block', mb: 0.5 }}>
              <FormattedMessage id="emails.composer.body" /> *
            </Typography>
            <RichTextEditor editor={editor} invalid={Boolean(problems.body)} />
            {problems.body && (
              <FormHelperText id={ids.bodyError} error>
                {shown('body')}
              </FormHelperText>
            )}
          </Box>
          <EmailSignaturePreview />
          <EmailCopyFields
            ids={ids}
            values={{ cc, bcc }}
            onChange={(field, value) => (field === 'cc' ? setCc : setBcc)(value)}
            invalid={{ cc: Boolean(problems.cc), bcc: Boolean(problems.bcc) }}
            disabled={busy}
          />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend" id={ids.files}>
              <FormattedMessage id="emails.composer.attachments" />
            </FormLabel>
            {attachable.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="emails.composer.noFiles" />
              </Typography>
            ) : (
              <FormGroup>
                {attachable.map((file) => (
                  <FormControlLabel
                    key={file.fileId}
                    label={<bdi>{file.fileName}</bdi>}
                    control={
                      <Checkbox
                        checked={attachmentFileIds.includes(file.fileId)}
                        onChange={(event) =>
                          setAttachmentFileIds((current) =>
                            event.target.checked ? [...current, file.fileId] : current.filter((id) => id !== file.fileId),
                          )
                        }
                        disabled={busy}
                      />
                    }
                  />
                ))}
              </FormGroup>
            )}
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
            {canMarkConfidential && (
              <FormControlLabel
                control={<Switch checked={confidential} onChange={(event) => setConfidential(event.target.checked)} disabled={busy} />}
                label={intl.formatMessage({ id: 'emails.composer.confidential' })}
              />
            )}
            <EmailScheduleField
              id={ids.sendAt}
              timeZone={timeZone}
              schedule={schedule}
              onScheduleChange={setSchedule}
              sendAt={sendAt}
              onSendAtChange={setSendAt}
              invalid={Boolean(problems.sendAt)}
              disabled={busy}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          <FormattedMessage id={schedule ? 'emails.composer.scheduleSend' : 'emails.composer.send'} />
        </Button>
      </DialogActions>
    </Box>
  );
};
