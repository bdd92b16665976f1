import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '@ats/web/app/api/error-text';
import { formatDateTime } from '@ats/web/app/format/date-format';
import { useLocale } from '@ats/web/app/i18n/locale-context';
import type { MessageId } from '@ats/web/app/i18n/messages';
import {
  useJobBoardCommand,
  useJobBoardPostings,
  type JobBoardCommand,
  type JobBoardPosting,
  type PostingAction,
} from '@ats/web/features/jobs/api/job-boards-api';
import type { JobDetail } from '@ats/web/features/jobs/api/job-types';
import { JobBoardPostForm } from './job-board-post-form';

const ACTIONS: Record<JobBoardPosting['status'], PostingAction[]> = {
  PENDING: ['close'],
  POSTED: ['close', 'mark-closed'],
  FAILED: ['repost'],
  CLOSED: ['repost'],
};
const ACTION_LABEL: Record<PostingAction, MessageId> = {
  close: 'jobs.boards.close',
  repost: 'jobs.boards.repost',
  'mark-closed': 'jobs.boards.markClosed',
};

export type JobBoardsProps = { job: JobDetail; readOnly: boolean };

/** Spec 02 §2.6, §4.2: the job's board connections (name, published date, applications, hires) and posting to another. */
export const JobBoards = ({ job, readOnly }: JobBoardsProps) => {
  const intl = useIntl();
  const { language } = useLocale();
  const postings = useJobBoardPostings(job.id);
  const command = useJobBoardCommand(job.id);
  const [error, setError] = useState<string | null>(null);
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const run = (input: JobBoardCommand) => {
    setError(null);
    command.mutate(input, { onError: (failure) => setError(errorText(intl, failure)) });
  };

  return (
    <section aria-labelledby="job-boards-heading">
      <Typography id="job-boards-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage id="jobs.boards.heading" />
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {postings.isError && <Alert severity="error">{errorText(intl, postings.error)}</Alert>}
      {postings.data && postings.data.length > 0 && (
        <Table size="small" aria-labelledby="job-boards-heading" sx={{ mb: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">
                <FormattedMessage id="jobs.boards.board" />
              </TableCell>
              <TableCell scope="col">
                <FormattedMessage id="jobs.boards.status" />
              </TableCell>
              <TableCell scope="col">
                <FormattedMessage id="jobs.boards.published" />
              </TableCell>
              <TableCell scope="col">
                <FormattedMessage id="jobs.boards.applications" />
              </TableCell>
              <TableCell scope="col">
                <FormattedMessage id="jobs.boards.hires" />
              </TableCell>
              <TableCell scope="col">
                <FormattedMessage id="jobs.column.actions" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {postings.data.map((posting) => (
              <TableRow key={posting.id}>
                <TableCell component="th" scope="row">
                  {posting.boardName} · {t(`jobs.boards.tier.${posting.tier}`)}
                </TableCell>
                <TableCell>
                  {t(`jobs.boards.status.${posting.status}`)}
                  {posting.statusMessage && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {posting.statusMessage}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{posting.postedAt ? formatDateTime(posting.postedAt, language) : '—'}</TableCell>
                <TableCell>{intl.formatNumber(posting.applicationCount)}</TableCell>
                <TableCell>{intl.formatNumber(posting.hireCount)}</TableCell>
                <TableCell>
                  {!readOnly &&
                    ACTIONS[posting.status].map((kind) => (
                      <Button
                        key={kind}
                        size="small"
                        disabled={command.isPending}
                        onClick={() => run({ kind, postingId: posting.id })}
                      >
                        {t(ACTION_LABEL[kind])}
                      </Button>
                    ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {!readOnly && <JobBoardPostForm busy={command.isPending} onCommand={run} />}
    </section>
  );
};
