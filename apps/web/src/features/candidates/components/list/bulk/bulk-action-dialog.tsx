import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TAG_MAX_LENGTH } from '@ats/domain/applications/application-tags';
import { CANDIDATE_ORIGINS } from '@ats/domain/applications/application.events';
import { notificationTypeOf } from '@ats/domain/bulk-actions/bulk-action.kinds';
import { JobAndStageDialog } from '../../profile/job-change/job-and-stage-dialog';
import { useCompanyEmailTemplates } from '@ats/web/app/api/email-templates-query';
import { useBookingLinkOptions } from '@ats/web/app/api/company-options';
import { SYSTEM_EMAIL_TEMPLATES } from '@ats/domain/email-templates/system-email-templates';
import { useSession } from '@ats/web/app/auth/session';
import { errorText } from '@ats/web/app/api/error-text';
import { showInfoToast } from '@ats/web/app/api/toast-bus';
import { DIALOG_PAPER_SX } from '@ats/web/app/theme/theme';
import { useArchivalReasons, useJob } from '@ats/web/features/candidates/api/candidates-api';
import {
  useBulkOwnerOptions,
  useRequestBulkAction,
  useUploadBulkEmailAttachment,
  type BulkActionKind,
  type BulkEmailAttachment,
  type BulkSelection,
} from '@ats/web/app/api/bulk-actions-api';
import { fileErrorText } from '@ats/web/app/api/file-error-text';
import { addressesOf, EmailCopyFields, EmailScheduleField, hasInvalidAddress, inAnHour, isLater, sendAtInstant } from '../../profile/emails/email-draft-fields';
import { EmailSignaturePreview } from '../../profile/emails/email-signature-preview';
import { useUserTimeZone } from '@ats/web/app/format/user-time-zone';
import { BulkEmailAttachments } from './bulk-email-attachments';
import { BulkCommentField } from './bulk-comment-field';
import { bulkTitleId } from '@ats/web/app/format/bulk-action-text';

/** A template's body is HTML already; text typed here becomes paragraphs, escaped (the server sanitises either). */
const emailBodyHtml = (body: string): string => {
  if (/<[a-z][^>]*>/i.test(body)) return body;
  const escape = (line: string) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return body
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escape).join('<br>')}</p>`)
    .join('');
};

export type BulkActionDialogProps = {
  kind: BulkActionKind;
  selection: BulkSelection;
  count: number;
  /** The jobs of the shown rows, for the stage picker of 'Progress to a stage'. */
  jobs: Array<{ id: string; name: string }>;
  onClose: () => void;
  onQueued: () => void;
};

/**
 * One dialog per bulk action kind: its choice (owner, reason, stage, tags, comment), then the request; the
 * server's refusal (the spec's message) shows in the dialog, which stays open.
 */
export const BulkActionDialog = ({ kind, selection, count, jobs, onClose, onQueued }: BulkActionDialogProps) => {
  const intl = useIntl();
  const titleId = useId();
  const request = useRequestBulkAction();
  const reasons = useArchivalReasons(kind === 'archive-change');
  // The owner picker's people, and those a bulk comment may @mention.
  const members = useBulkOwnerOptions(kind === 'owner-change' || kind === 'add-comment');
  const [ownerId, setOwnerId] = useState<string | null>(null);
  const [reasonId, setReasonId] = useState('');
  const [jobId, setJobId] = useState(jobs[0]?.id ?? '');
  const job = useJob(kind === 'progress-stage-change' && jobId ? jobId : null);
  const [stageId, setStageId] = useState('');
  const [add, setAdd] = useState<string[]>([]);
  const [remove, setRemove] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [confidential, setConfidential] = useState(false);
  const session = useSession();
  const [origin, setOrigin] = useState('');
  const [source, setSource] = useState('');
  const [sendRejectionEmail, setSendRejectionEmail] = useState(false);
  const [sendInvitationEmail, setSendInvitationEmail] = useState(true);
  const templates = useCompanyEmailTemplates(kind === 'send-email');
  const [templateId, setTemplateId] = useState('');
  // Self-scheduling starts from the system 'Interview booking' e-mail, whose {{bookingLink}} each candidate's link fills.
  const bookingTemplate = kind === 'schedule-interview' ? SYSTEM_EMAIL_TEMPLATES.find((template) => template.title === 'Interview booking') : undefined;
  const [subject, setSubject] = useState(bookingTemplate?.subject ?? '');
  const [body, setBody] = useState(bookingTemplate?.body ?? '');
  const bookingLinks = useBookingLinkOptions(kind === 'schedule-interview');
  // The bulk e-mail offers what the single composer does: Cc, Bcc, attachments, send later.
  const emailIds = { cc: useId(), bcc: useId(), sendAt: useId(), files: useId() };
  const [cc, setCc] = useState('');
  const [bcc, setBcc] = useState('');
  const [attachments, setAttachments] = useState<BulkEmailAttachment[]>([]);
  const upload = useUploadBulkEmailAttachment();
  const [schedule, setSchedule] = useState(false);
  // Read in the user's zone, which the progress panel's 'Scheduled for' is shown in too.
  const timeZone = useUserTimeZone();
  // Untouched, an hour from now in that zone (the session, and so the zone, may arrive after the first render).
  const [pickedSendAt, setSendAt] = useState<string | null>(null);
  const sendAt = pickedSendAt ?? inAnHour(timeZone);
  const [emailProblems, setEmailProblems] = useState<{ cc?: boolean; bcc?: boolean; sendAt?: boolean }>({});
  const [linkId, setLinkId] = useState('');

  const choice = (): Record<string, unknown> => {
    switch (kind) {
      case 'owner-change':
        return { ownerId: ownerId ?? '' };
      case 'archive-change':
        return { archivalReasonId: reasonId, sendRejectionEmail };
      case 'unarchive':
      case 'delete-applications':
      case 'parse-cvs':
        return {};
      case 'progress-stage-change':
        return { stageId, sendInvitationEmail };
      case 'origin-change':
        return { origin };
      case 'source-change':
        return { source };
      case 'job-change':
        return {};
      case 'send-email':
        return {
          ...(templateId ? { templateId } : {}),
          subject,
          body: emailBodyHtml(body),
          cc: addressesOf(cc),
          bcc: addressesOf(bcc),
          attachmentIds: attachments.map((attachment) => attachment.id),
          ...(schedule ? { scheduledAt: sendAtInstant(sendAt, timeZone) } : {}),
        };
      case 'add-or-remove-tags':
        return { add, remove };
      case 'add-comment':
        return { text, confidential };
      case 'schedule-interview':
        return { linkId, subject, body: emailBodyHtml(body) };
    }
  };
  const submit = (extra: Record<string, unknown> = {}) => {
    if (kind === 'send-email') {
      const found = { cc: hasInvalidAddress(cc), bcc: hasInvalidAddress(bcc), sendAt: schedule && !isLater(sendAt, timeZone) };
      setEmailProblems(found);
      const first = (['cc', 'bcc', 'sendAt'] as const).find((field) => found[field]);
      if (first) {
        document.getElementById(emailIds[first])?.focus();
        return;
      }
    }
    request.mutate(
      { kind, selection, choice: { ...choice(), ...extra }, companyId: session.status === 'signed-in' ? (session.user.companyId ?? '') : '' },
      {
        onSuccess: () => {
          showInfoToast('bulk.queued', { prefix: intl.formatMessage({ id: bulkTitleId(notificationTypeOf(kind)) }) });
          onQueued();
        },
      },
    );
  };
  const action = intl.formatMessage({ id: `bulk.kind.${kind}` });
  // Asking for the invitation to a stage that has none is refused (spec 02's message), here before the request.
  const chosenStage = (job.data?.stages ?? []).find((stage) => stage.id === stageId);
  const noInvitation = kind === 'progress-stage-change' && sendInvitationEmail && chosenStage !== undefined && !chosenStage.automations.invitationEmail;
  const submitLabel =
    kind === 'archive-change' && sendRejectionEmail
      ? 'bulk.dialog.archiveAndSend'
      : kind === 'delete-applications'
        ? 'bulk.dialog.delete'
        : kind === 'send-email' && schedule
          ? 'emails.composer.scheduleSend'
          : 'bulk.dialog.submit';

  // Moving to another job picks the job and stage as the single move does, in its dialog.
  if (kind === 'job-change') {
    return (
      <JobAndStageDialog
        open
        title={intl.formatMessage({ id: 'bulk.dialog.title' }, { action, count })}
        confirmLabel={intl.formatMessage({ id: 'bulk.dialog.submit' })}
        excludedJobIds={[]}
        busy={request.isPending}
        error={request.error}
        onClose={onClose}
        onConfirm={({ jobId: target, stageId: targetStage }) => submit({ jobId: target, ...(targetStage ? { stageId: targetStage } : {}) })}
      />
    );
  }

  return (
    <Dialog open onClose={request.isPending ? undefined : onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}>
      <DialogTitle id={titleId}>
        <FormattedMessage id="bulk.dialog.title" values={{ action, count }} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {kind === 'owner-change' && (
            <Autocomplete
              options={members.data ?? []}
              loading={members.isPending}
              value={(members.data ?? []).find((member) => member.id === ownerId) ?? null}
              getOptionLabel={(member) => member.fullName}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              onChange={(_event, member) => setOwnerId(member?.id ?? null)}
              loadingText={intl.formatMessage({ id: 'common.loading' })}
              renderInput={(params) => <TextField {...params} label={intl.formatMessage({ id: 'bulk.field.owner' })} required />}
            />
          )}
          {kind === 'archive-change' && (
            <TextField select required label={intl.formatMessage({ id: 'bulk.field.reason' })} value={reasonId} onChange={(event) => setReasonId(event.target.value)}>
              {(reasons.data ?? []).map((reason) => (
                <MenuItem key={reason.id} value={reason.id}>
                  {reason.text}
                </MenuItem>
              ))}
            </TextField>
          )}
          {kind === 'archive-change' && (
            <FormControlLabel
              control={<Checkbox checked={sendRejectionEmail} onChange={(event) => setSendRejectionEmail(event.target.checked)} />}
              label={intl.formatMessage({ id: 'bulk.field.sendRejectionEmail' })}
            />
          )}
          {kind === 'progress-stage-change' && (
            <FormControlLabel
              control={<Checkbox checked={sendInvitationEmail} onChange={(event) => setSendInvitationEmail(event.target.checked)} />}
              label={intl.formatMessage({ id: 'bulk.field.sendInvitationEmail' })}
            />
          )}
          {noInvitation && (
            <Alert severity="error" role="alert">
              <FormattedMessage id="bulkProgress.noInvitationEmail" />
            </Alert>
          )}
          {kind === 'origin-change' && (
            <TextField select required label={intl.formatMessage({ id: 'bulk.field.origin' })} value={origin} onChange={(event) => setOrigin(event.target.value)}>
              {CANDIDATE_ORIGINS.map((entry) => (
                <MenuItem key={entry} value={entry}>
                  {intl.formatMessage({ id: `candidate.origin.${entry}` })}
                </MenuItem>
              ))}
            </TextField>
          )}
          {kind === 'source-change' && (
            <TextField required label={intl.formatMessage({ id: 'bulk.field.source' })} value={source} onChange={(event) => setSource(event.target.value)} slotProps={{ htmlInput: { maxLength: 255 } }} />
          )}
          {kind === 'send-email' && (
            <>
              <TextField
                select
                label={intl.formatMessage({ id: 'bulk.field.template' })}
                value={templateId}
                onChange={(event) => {
                  const picked = (templates.data ?? []).find((template) => template.id === event.target.value);
                  setTemplateId(event.target.value);
                  if (picked) {
                    setSubject(picked.subject);
                    setBody(picked.body);
                  }
                }}
              >
                <MenuItem value="">
                  <FormattedMessage id="bulk.field.noTemplate" />
                </MenuItem>
                {(templates.data ?? []).map((template) => (
                  <MenuItem key={template.id} value={template.id}>
                    {template.title}
                  </MenuItem>
                ))}
              </TextField>
              <TextField required label={intl.formatMessage({ id: 'bulk.field.subject' })} value={subject} onChange={(event) => setSubject(event.target.value)} slotProps={{ htmlInput: { maxLength: 255 } }} />
              <TextField multiline minRows={5} required label={intl.formatMessage({ id: 'bulk.field.body' })} value={body} onChange={(event) => setBody(event.target.value)} helperText={intl.formatMessage({ id: 'bulk.field.bodyHint' })} />
              <EmailSignaturePreview />
              <EmailCopyFields
                ids={emailIds}
                values={{ cc, bcc }}
                onChange={(field, value) => (field === 'cc' ? setCc : setBcc)(value)}
                invalid={emailProblems}
                disabled={request.isPending}
              />
              <BulkEmailAttachments
                labelId={emailIds.files}
                attachments={attachments}
                uploading={upload.isPending}
                error={upload.isError ? fileErrorText(intl, upload.error) : null}
                disabled={request.isPending}
                onAdd={(file) => upload.mutate(file, { onSuccess: (added) => setAttachments((current) => [...current, added]) })}
                onRemove={(id) => setAttachments((current) => current.filter((attachment) => attachment.id !== id))}
              />
              <EmailScheduleField
                id={emailIds.sendAt}
                timeZone={timeZone}
                schedule={schedule}
                onScheduleChange={setSchedule}
                sendAt={sendAt}
                onSendAtChange={setSendAt}
                invalid={Boolean(emailProblems.sendAt)}
                disabled={request.isPending}
              />
              <Alert severity="info">
                <FormattedMessage id="bulk.note.emailNotUndoable" />
              </Alert>
            </>
          )}
          {kind === 'schedule-interview' && (
            <>
              <TextField select required label={intl.formatMessage({ id: 'bulk.field.bookingLink' })} value={linkId} onChange={(event) => setLinkId(event.target.value)}>
                {(bookingLinks.data ?? []).map((link) => (
                  <MenuItem key={link.id} value={link.id}>
                    {link.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField required label={intl.formatMessage({ id: 'bulk.field.subject' })} value={subject} onChange={(event) => setSubject(event.target.value)} slotProps={{ htmlInput: { maxLength: 255 } }} />
              <TextField multiline minRows={5} required label={intl.formatMessage({ id: 'bulk.field.body' })} value={body} onChange={(event) => setBody(event.target.value)} />
              <EmailSignaturePreview />
              <Alert severity="info">
                <FormattedMessage id="bulk.note.bookingLink" />
              </Alert>
            </>
          )}
          {kind === 'delete-applications' && (
            <Alert severity="warning">
              <FormattedMessage id="bulk.note.deleteNotUndoable" />
            </Alert>
          )}
          {kind === 'parse-cvs' && (
            <Alert severity="info">
              <FormattedMessage id="bulk.note.parseCvs" />
            </Alert>
          )}
          {kind === 'progress-stage-change' && (
            <>
              {jobs.length > 1 && (
                <TextField
                  select
                  label={intl.formatMessage({ id: 'bulk.field.job' })}
                  value={jobId}
                  onChange={(event) => {
                    setJobId(event.target.value);
                    setStageId('');
                  }}
                >
                  {jobs.map((entry) => (
                    <MenuItem key={entry.id} value={entry.id}>
                      {entry.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <TextField select required label={intl.formatMessage({ id: 'bulk.field.stage' })} value={stageId} onChange={(event) => setStageId(event.target.value)}>
                {(job.data?.stages ?? []).map((stage) => (
                  <MenuItem key={stage.id} value={stage.id}>
                    {stage.name}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
          {kind === 'add-or-remove-tags' &&
            ([
              ['bulk.field.addTags', add, setAdd],
              ['bulk.field.removeTags', remove, setRemove],
            ] as const).map(([label, value, set]) => (
              <Autocomplete
                key={label}
                multiple
                freeSolo
                options={[] as string[]}
                value={value}
                onChange={(_event, next) => set(next)}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={intl.formatMessage({ id: label })}
                    placeholder={intl.formatMessage({ id: 'bulk.field.tagsHint' })}
                    inputProps={{ ...params.inputProps, maxLength: TAG_MAX_LENGTH }}
                  />
                )}
              />
            ))}
          {kind === 'add-comment' && (
            <>
              <BulkCommentField label={intl.formatMessage({ id: 'bulk.field.comment' })} value={text} onChange={setText} members={members.data ?? []} />
              <FormControlLabel
                control={<Checkbox checked={confidential} onChange={(event) => setConfidential(event.target.checked)} />}
                label={intl.formatMessage({ id: 'bulk.field.confidential' })}
              />
            </>
          )}
          {request.isError && (
            <Alert severity="error" role="alert">
              {errorText(intl, request.error)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={request.isPending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant="contained" color={kind === 'delete-applications' ? 'error' : 'primary'} onClick={() => submit()} disabled={request.isPending || noInvitation}>
          <FormattedMessage id={submitLabel} />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
