import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '@ats/web/app/format/date-format';
import { useLocale } from '@ats/web/app/i18n/locale-context';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { ApplicationAsOf } from '@ats/web/features/candidates/api/auditor-api';
import { useShownPersonal } from '@ats/web/features/candidates/hooks/use-shown-personal';
import { STATUS_LABEL } from '@ats/web/features/candidates/labels';
import { CommentTextView } from '../comments/comment-text-view';

const Field = ({ labelId, value }: { labelId: MessageId; value: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="dt">
      <FormattedMessage id={labelId} />
    </Typography>
    <Typography variant="body2" component="dd" sx={{ m: 0, wordBreak: 'break-word' }} data-testid={`as-of-${labelId}`}>
      {value || '—'}
    </Typography>
  </Box>
);

/** The profile as it stood at the chosen moment: read-only, from the API's fold of the application's history. */
export const AsOfProfile = ({ data }: { data: ApplicationAsOf }) => {
  const intl = useIntl();
  const { language } = useLocale();
  const shown = useShownPersonal();
  const { application, comments, files } = data;
  const name = `${shown(application.firstName)} ${shown(application.lastName)}`.trim();

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="as-of-profile">
      <Typography variant="h2" sx={{ mb: 2 }}>
        {name}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, m: 0 }}
      >
        <Field labelId="auditor.asOf.job" value={application.jobName} />
        <Field labelId="auditor.asOf.stage" value={application.stageName} />
        <Field
          labelId="auditor.asOf.status"
          value={intl.formatMessage({ id: STATUS_LABEL[application.status] ?? 'candidate.status.active' })}
        />
        <Field labelId="auditor.asOf.owner" value={application.ownerName} />
        <Field labelId="auditor.asOf.email" value={shown(application.email)} />
        <Field labelId="auditor.asOf.phone" value={shown(application.phone)} />
        {application.archivalReason ? (
          <Field labelId="auditor.asOf.archivalReason" value={application.archivalReason} />
        ) : null}
      </Box>

      <Divider sx={{ my: 2 }} />
      <Typography variant="h3" sx={{ mb: 1 }}>
        <FormattedMessage id="auditor.asOf.comments" />
      </Typography>
      {comments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="auditor.asOf.noComments" />
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {comments.map((comment) => (
            <Box component="li" key={comment.id} sx={{ paddingInlineStart: comment.parentCommentId ? 3 : 0 }}>
              <Typography variant="body2" color="text.secondary">
                {comment.authorName} ·{' '}
                <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt, language)}</time>
              </Typography>
              {comment.deleted ? (
                <Typography variant="body2" fontStyle="italic">
                  <FormattedMessage id="auditor.asOf.commentDeleted" />
                </Typography>
              ) : comment.erased || comment.text === null ? (
                <Typography variant="body2" fontStyle="italic">
                  <FormattedMessage id="timeline.commentErased" />
                </Typography>
              ) : (
                <CommentTextView text={comment.text} />
              )}
            </Box>
          ))}
        </Stack>
      )}

      <Divider sx={{ my: 2 }} />
      <Typography variant="h3" sx={{ mb: 1 }}>
        <FormattedMessage id="auditor.asOf.files" />
      </Typography>
      {files.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="auditor.asOf.noFiles" />
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
          {files.map((file) => (
            <li key={file.fileId}>
              <Typography variant="body2">
                {file.fileName ?? intl.formatMessage({ id: 'auditor.erased' })} · {file.uploadedByName}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
};
