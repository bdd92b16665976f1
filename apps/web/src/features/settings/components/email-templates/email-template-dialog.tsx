import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EMAIL_TEMPLATE_MESSAGES,
  templateBodyRule,
  templateSubjectRule,
  templateTitleRule,
} from '@ats/domain/email-templates/email-template.errors';
import {
  EMAIL_TEMPLATE_TYPES,
  isEmailTemplateType,
  type EmailTemplateType,
} from '@ats/domain/email-templates/email-template-types';
import { screenToken, toScreenPlaceholders } from '@ats/domain/email-templates/placeholders';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { DIALOG_PAPER_SX } from '@ats/web/app/theme/theme';
import type { EmailTemplate, EmailTemplateBody } from '../../api/email-templates-api';
import { emailTemplateErrorText, emailTemplateMessageText } from '../../email-template-errors';
import { PlaceholderPicker } from './placeholder-picker';
import { RichTextEditor, useRichTextEditor } from '@ats/web/app/components/rich-text-editor';
import { TemplateAttachments } from './template-attachments';

type Field = 'title' | 'type' | 'subject' | 'body';
type Problems = Partial<Record<Field, string>>;

export type EmailTemplateDialogProps = {
  /** The template to edit or view; null adds one. */
  template: EmailTemplate | null;
  /** System templates are shown read-only, with Clone instead of Save. */
  readOnly?: boolean;
  busy: boolean;
  /** Saves (placeholders in their on-screen form; the server stores them kebab-case); a thrown refusal stays shown. */
  onSave: (body: EmailTemplateBody) => Promise<unknown>;
  onClone?: () => void;
  onClose: () => void;
};

const problemsOf = (values: { title: string; type: string; subject: string; body: string }): Problems => {
  const problems: Problems = {};
  const title = templateTitleRule(values.title);
  if (title) problems.title = title;
  if (!isEmailTemplateType(values.type)) problems.type = EMAIL_TEMPLATE_MESSAGES.typeRequired;
  const subject = templateSubjectRule(values.subject);
  if (subject) problems.subject = subject;
  const body = templateBodyRule(values.body);
  if (body) problems.body = body;
  return problems;
};

/**
 * Add, edit or view an e-mail template: title, type, subject and the rich-text body, each placeholder shown
 * and inserted as {{camelCase}}. The shared rules (domain/email-templates) answer before anything is sent; the
 * server's refusal ('Title already exists…') shows in the dialog, which stays open.
 */
export const EmailTemplateDialog = ({
  template,
  readOnly = false,
  busy,
  onSave,
  onClone,
  onClose,
}: EmailTemplateDialogProps) => {
  const intl = useIntl();
  const ids = {
    title: useId(),
    dialogTitle: useId(),
    type: useId(),
    subject: useId(),
    bodyLabel: useId(),
    bodyHint: useId(),
    bodyError: useId(),
  };
  const [title, setTitle] = useState(template?.title ?? '');
  const [type, setType] = useState<EmailTemplateType | ''>(template?.type ?? '');
  const [subject, setSubject] = useState(template ? toScreenPlaceholders(template.subject) : '');
  const [body, setBody] = useState(template ? toScreenPlaceholders(template.body) : '');
  const [isDefault, setIsDefault] = useState(template?.isDefault ?? false);
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const subjectInput = useRef<HTMLInputElement | null>(null);
  const editor = useRichTextEditor({
    content: body,
    editable: !readOnly,
    labelledBy: ids.bodyLabel,
    describedBy: problems.body ? `${ids.bodyHint} ${ids.bodyError}` : ids.bodyHint,
    invalid: Boolean(problems.body),
    onChange: setBody,
  });

  const shown = (field: Field) => (problems[field] ? emailTemplateMessageText(intl, problems[field]) : undefined);

  /** Puts the token where the subject's caret is (at the end when the field was never focused). */
  const insertInSubject = (token: string) => {
    const input = subjectInput.current;
    const start = input?.selectionStart ?? subject.length;
    const end = input?.selectionEnd ?? subject.length;
    const next = `${subject.slice(0, start)}${token}${subject.slice(end)}`;
    setSubject(next);
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    const found = problemsOf({ title, type, subject, body });
    setProblems(found);
    setFormError(null);
    const first = (['title', 'type', 'subject', 'body'] as const).find((field) => found[field]);
    if (first) {
      if (first === 'body') editor?.commands.focus();
      else document.getElementById(ids[first])?.focus();
      return;
    }
    try {
      await onSave({ title: title.trim(), type: type as EmailTemplateType, subject: subject.trim(), body, isDefault });
      onClose();
    } catch (error) {
      setFormError(emailTemplateErrorText(intl, error));
    }
  };

  const heading: MessageId = readOnly
    ? 'emailTemplates.dialog.view'
    : template
      ? 'emailTemplates.dialog.edit'
      : 'emailTemplates.dialog.add';
  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      onClose={busy ? undefined : onClose}
      aria-labelledby={ids.dialogTitle}
      slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}
    >
      <DialogTitle id={ids.dialogTitle}>
        <FormattedMessage id={heading} />
      </DialogTitle>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogContent dividers>
          <Stack spacing={2}>
            {readOnly && (
              <Alert severity="info">
                <FormattedMessage id="emailTemplates.readOnlyHint" />
              </Alert>
            )}
            <TextField
              id={ids.title}
              required
              label={intl.formatMessage({ id: 'emailTemplates.field.title' })}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              error={Boolean(problems.title)}
              helperText={shown('title')}
              slotProps={{ htmlInput: { maxLength: 100, readOnly } }}
            />
            <TextField
              id={ids.type}
              select
              required
              label={intl.formatMessage({ id: 'emailTemplates.field.type' })}
              value={type}
              onChange={(event) => setType(event.target.value as EmailTemplateType)}
              error={Boolean(problems.type)}
              helperText={shown('type')}
              disabled={readOnly}
            >
              {EMAIL_TEMPLATE_TYPES.map((option) => (
                <MenuItem key={option} value={option}>
                  {intl.formatMessage({ id: `emailTemplates.type.${option}` as MessageId })}
                </MenuItem>
              ))}
            </TextField>
            <Stack spacing={0.5}>
              <TextField
                id={ids.subject}
                required
                label={intl.formatMessage({ id: 'emailTemplates.field.subject' })}
                value={subject}
                onChange={(event) => setSubject(event.target.value)}
                error={Boolean(problems.subject)}
                helperText={shown('subject')}
                inputRef={subjectInput}
                slotProps={{ htmlInput: { maxLength: 255, readOnly } }}
              />
              {!readOnly && (
                <Box>
                  <PlaceholderPicker field="emailTemplates.field.subject" onInsert={insertInSubject} />
                </Box>
              )}
            </Stack>
            <Stack spacing={0.5}>
              <Typography id={ids.bodyLabel} variant="subtitle2" component="span">
                <FormattedMessage id="emailTemplates.field.body" />
              </Typography>
              <RichTextEditor
                editor={editor}
                invalid={Boolean(problems.body)}
                toolbarEnd={
                  <PlaceholderPicker
                    field="emailTemplates.field.body"
                    onInsert={(token) => editor?.chain().focus().insertContent(token).run()}
                  />
                }
              />
              <FormHelperText id={ids.bodyHint}>
                <FormattedMessage
                  id="emailTemplates.placeholders.hint"
                  values={{ example: screenToken('candidateFirstName') }}
                />
              </FormHelperText>
              {problems.body && (
                <FormHelperText id={ids.bodyError} error>
                  {shown('body')}
                </FormHelperText>
              )}
            </Stack>
            {template?.source === 'COMPANY' && <TemplateAttachments templateId={template.id} editable={!readOnly} />}
            {!template && (
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="emailTemplates.attachments.saveFirst" />
              </Typography>
            )}
            {!readOnly && (
              <FormControlLabel
                control={<Checkbox checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />}
                label={intl.formatMessage({ id: 'emailTemplates.field.isDefault' })}
              />
            )}
            {formError && <Alert severity="error">{formError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            <FormattedMessage id={readOnly ? 'emailTemplates.close' : 'emailTemplates.cancel'} />
          </Button>
          {readOnly ? (
            onClone && (
              <Button variant="contained" onClick={onClone}>
                <FormattedMessage id="emailTemplates.clone" />
              </Button>
            )
          ) : (
            <Button type="submit" variant="contained" loading={busy}>
              <FormattedMessage id="emailTemplates.save" />
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
};
