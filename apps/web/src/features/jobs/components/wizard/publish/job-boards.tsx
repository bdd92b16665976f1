import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { JOB_BOARD_IDS, JOB_BOARDS } from '@ats/domain/job-postings/job-boards';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '../../../../../app/api/error-text';
import { formatDateTime } from '../../../../../app/format/date-format';
import { useLocale } from '../../../../../app/i18n/locale-context';
import type { MessageId } from '../../../../../app/i18n/messages';
import {
  useJobBoardCommand,
  useJobBoardPostings,
  type JobBoardId,
  type JobBoardPosting,
  type PostingAction,
  type PostingTier,
} from '../../../api/job-boards-api';
import type { JobDetail } from '../../../api/job-types';

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
  const [board, setBoard] = useState<JobBoardId>(JOB_BOARD_IDS[0]!);
  const [tier, setTier] = useState<PostingTier>('BASIC');
  const [error, setError] = useState<string | null>(null);
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const run = (input: Parameters<typeof command.mutate>[0]) => {
    setError(null);
    command.mutate(input, { onError: (failure) => setError(errorText(intl, failure)) });
  };
  const tiers = JOB_BOARDS[board].tiers;

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
      {!readOnly && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
          <TextField
            select
            size="small"
            label={t('jobs.boards.board')}
            value={board}
            sx={{ minWidth: 240 }}
            onChange={(event) => {
              const next = event.target.value as JobBoardId;
              setBoard(next);
              if (!JOB_BOARDS[next].tiers.includes(tier)) setTier('BASIC');
            }}
          >
            {JOB_BOARD_IDS.map((id) => (
              <MenuItem key={id} value={id}>
                {JOB_BOARDS[id].name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('jobs.boards.tier')}
            value={tier}
            sx={{ minWidth: 160 }}
            onChange={(event) => setTier(event.target.value as PostingTier)}
          >
            {tiers.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`jobs.boards.tier.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" loading={command.isPending} onClick={() => run({ kind: 'post', board, tier })}>
            <FormattedMessage id="jobs.boards.post" />
          </Button>
        </Stack>
      )}
    </section>
  );
};
