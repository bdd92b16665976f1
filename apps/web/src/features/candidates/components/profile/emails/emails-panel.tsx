import MailOutlineIcon from '@mui/icons-material/MailOutline';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { EditorContent } from '@tiptap/react';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { hasPermission, PERMISSIONS } from '@ats/domain/identity';
import type { ApplicationDetail } from '@ats/web/app/api/api-types';
import { errorText } from '@ats/web/app/api/error-text';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { useSession } from '@ats/web/app/auth/session';
import { ConfirmDialog } from '@ats/web/app/components/confirm-dialog';
import { EmptyState } from '@ats/web/app/components/empty-state';
import { formatDateTime } from '@ats/web/app/format/date-format';
import { useUserTimeZone } from '@ats/web/app/format/user-time-zone';
import { useLocale } from '@ats/web/app/i18n/locale-context';
import { useRichTextEditor } from '@ats/web/app/components/rich-text-editor';
import { useApplicationEmails, useEmailCommands, type CandidateEmail } from '@ats/web/features/candidates/api/emails-api';
import { EmailComposerDialog } from './email-composer-dialog';

export type EmailsPanelProps = {
  application: Pick<ApplicationDetail, 'applicationId' | 'jobId' | 'stageId' | 'firstName' | 'lastName'>;
  /** `?tabId={emailSentId}`: the e-mail to scroll to and focus once the list is loaded. */
  focusEmailId?: string | null;
};

export const emailElementId = (emailId: string) => `email-${emailId}`;

const STATUS_COLOR = { SENT: 'success', SCHEDULED: 'info', CANCELLED: 'default', FAILED: 'error' } as const;

/** A sent body: the server's sanitised HTML, shown through a read-only editor (its schema keeps only what it knows). */
const EmailBody = ({ html, labelledBy }: { html: string; labelledBy: string }) => {
  const editor = useRichTextEditor({ content: html, editable: false, labelledBy });
  return (
    <Box sx={{ '& .ProseMirror': { outline: 'none' }, '& .ProseMirror p': { my: 0.5 } }}>
      <EditorContent editor={editor} />
    </Box>
  );
};

const EmailItem = ({ email, highlighted, onCancel }: { email: CandidateEmail; highlighted: boolean; onCancel: (() => void) | null }) => {
  const intl = useIntl();
  const { language } = useLocale();
  const subjectId = useId();
  const timeZone = useUserTimeZone();
  const when = (value: string | null) => (value ? formatDateTime(value, language, timeZone) : '');
  const erased = intl.formatMessage({ id: 'emails.erased' });
  return (
    <Paper
      component="li"
      variant="outlined"
      id={emailElementId(email.id)}
      tabIndex={-1}
      data-testid="email"
      aria-labelledby={subjectId}
      sx={{ p: 2, listStyle: 'none', borderColor: highlighted ? 'primary.main' : undefined, borderWidth: highlighted ? 2 : 1 }}
    >
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography id={subjectId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
          <bdi>{email.subject ?? erased}</bdi>
        </Typography>
        <Chip size="small" color={STATUS_COLOR[email.status]} label={intl.formatMessage({ id: `emails.status.${email.status}` })} />
        {email.confidential && <Chip size="small" variant="outlined" label={intl.formatMessage({ id: 'emails.confidential' })} />}
        {email.bulkActionId && (
          <Tooltip title={intl.formatMessage({ id: 'emails.bulk.note' })}>
            <Chip size="small" variant="outlined" label={intl.formatMessage({ id: 'emails.bulk.chip' })} />
          </Tooltip>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {email.sender.kind === 'automation' ? (
          <FormattedMessage id="emails.fromAutomation" />
        ) : (
          <FormattedMessage id="emails.from" values={{ name: email.sender.name }} />
        )}
        {' · '}
        <FormattedMessage id="emails.to" values={{ address: <bdi>{email.to ?? erased}</bdi> }} />
        {email.cc.length > 0 && (
          <>
            {' · '}
            <FormattedMessage id="emails.cc" values={{ addresses: <bdi>{email.cc.join(', ')}</bdi> }} />
          </>
        )}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {email.status === 'SCHEDULED' && <FormattedMessage id="emails.scheduledFor" values={{ date: when(email.scheduledAt) }} />}
        {email.status === 'CANCELLED' && <FormattedMessage id="emails.cancelledAt" values={{ date: when(email.cancelledAt) }} />}
        {(email.status === 'SENT' || email.status === 'FAILED') && <FormattedMessage id="emails.sentAt" values={{ date: when(email.sentAt ?? email.createdAt) }} />}
      </Typography>
      {(email.failed || email.status === 'FAILED') && (
        <Alert severity="error" sx={{ my: 1 }}>
          <FormattedMessage id="emails.failed" />
        </Alert>
      )}
      {email.body !== null && <EmailBody html={email.body} labelledBy={subjectId} />}
      {email.attachmentNames.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="emails.attachments" values={{ names: <bdi>{email.attachmentNames.join(', ')}</bdi> }} />
        </Typography>
      )}
      {onCancel && (
        <Button size="small" color="error" onClick={onCancel} sx={{ mt: 1 }}>
          <FormattedMessage id="emails.cancel" />
        </Button>
      )}
      {email.bulkActionId && email.status === 'SCHEDULED' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <FormattedMessage id="emails.bulk.note" />
        </Typography>
      )}
      {email.replies.length > 0 && (
        <Box sx={{ mt: 1.5, paddingInlineStart: 2, borderInlineStart: 3, borderInlineStartStyle: 'solid', borderColor: 'divider' }}>
          <Typography variant="caption" color="text.secondary">
            <FormattedMessage id="emails.replies" values={{ count: email.replies.length }} />
          </Typography>
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
            {email.replies.map((reply) => (
              <Box component="li" key={reply.id} id={emailElementId(reply.id)} tabIndex={-1} data-testid="email-reply" sx={{ listStyle: 'none' }}>
                <Typography variant="caption" color="text.secondary" component="p">
                  <FormattedMessage id="emails.reply.from" values={{ address: <bdi>{reply.from ?? erased}</bdi>, date: when(reply.receivedAt) }} />
                </Typography>
                {/* The reply's plain text, as text: nothing in it becomes markup. */}
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  <bdi>{reply.text ?? erased}</bdi>
                </Typography>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
    </Paper>
  );
};

/**
 * The Emails tab (spec 02 §2.13): the thread with the candidate — sent, scheduled (cancellable; a bulk e-mail's
 * only with its bulk action), failed, replies — and the composer.
 */
export const EmailsPanel = ({ application, focusEmailId = null }: EmailsPanelProps) => {
  const { applicationId } = application;
  const intl = useIntl();
  const session = useSession();
  const emails = useApplicationEmails(applicationId);
  const commands = useEmailCommands(applicationId);
  const [composing, setComposing] = useState(false);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);

  const signedIn = session.status === 'signed-in' ? session : null;
  const scope = { jobRoleId: application.jobId, stageId: application.stageId };
  // The server decides; these only hide what the caller could not do.
  const canSend = signedIn !== null && hasPermission(signedIn.holder, PERMISSIONS.candidatesEmails, scope);
  const canMarkConfidential = signedIn !== null && hasPermission(signedIn.holder, PERMISSIONS.candidatesConfidential, scope);
  const candidateName = `${application.firstName} ${application.lastName}`.trim();
  const items = emails.data?.items;

  useEffect(() => {
    if (!focusEmailId || !items) return;
    const element = document.getElementById(emailElementId(focusEmailId));
    if (!element) return;
    element.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    element.focus({ preventScroll: true });
  }, [focusEmailId, items]);

  const cancel = async () => {
    if (!cancelling) return;
    setCancelError(null);
    try {
      await commands.cancel.mutateAsync(cancelling);
      setCancelling(null);
      showSuccessToast('emails.toast.cancelled');
    } catch (error) {
      setCancelError(errorText(intl, error));
    }
  };

  return (
    <Box component="section" aria-labelledby="profile-emails-title">
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
        <Typography id="profile-emails-title" variant="h6" component="h2">
          <FormattedMessage id="emails.title" />
        </Typography>
        {canSend && (
          <Button variant="contained" startIcon={<SendIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />} onClick={() => setComposing(true)}>
            <FormattedMessage id="emails.compose" />
          </Button>
        )}
      </Stack>
      {emails.isPending && <CircularProgress aria-label={intl.formatMessage({ id: 'emails.title' })} />}
      {emails.isError && <Alert severity="error">{intl.formatMessage({ id: 'emails.loadError' })}</Alert>}
      {items && items.length === 0 && (
        <EmptyState icon={<MailOutlineIcon />} title={<FormattedMessage id="emails.empty" />} body={<FormattedMessage id="emails.emptyBody" />} />
      )}
      {items && items.length > 0 && (
        <Stack component="ul" spacing={1.5} aria-label={intl.formatMessage({ id: 'emails.list.label' })} sx={{ p: 0, m: 0 }}>
          {items.map((email) => (
            <EmailItem
              key={email.id}
              email={email}
              highlighted={email.id === focusEmailId || email.replies.some((reply) => reply.id === focusEmailId)}
              // A bulk e-mail's is cancelled only with its whole bulk action (its panel), not here.
              onCancel={canSend && email.status === 'SCHEDULED' && !email.bulkActionId ? () => setCancelling(email.id) : null}
            />
          ))}
        </Stack>
      )}
      <EmailComposerDialog
        open={composing}
        applicationId={applicationId}
        candidateName={candidateName}
        canMarkConfidential={canMarkConfidential}
        busy={commands.send.isPending}
        onSend={async (input) => {
          await commands.send.mutateAsync(input);
          showSuccessToast(input.scheduledAt ? 'emails.toast.scheduled' : 'emails.toast.sent');
        }}
        onClose={() => setComposing(false)}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={intl.formatMessage({ id: 'emails.cancelConfirm.title' })}
        description={intl.formatMessage({ id: 'emails.cancelConfirm.body' })}
        confirmLabel={intl.formatMessage({ id: 'emails.cancelConfirm.confirm' })}
        cancelLabel={intl.formatMessage({ id: 'emails.cancelConfirm.keep' })}
        busy={commands.cancel.isPending}
        error={cancelError}
        onConfirm={() => void cancel()}
        onClose={() => {
          setCancelling(null);
          setCancelError(null);
        }}
      />
    </Box>
  );
};
