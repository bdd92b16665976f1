import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { JOB_BOARD_IDS, JOB_BOARDS } from '@ats/domain/job-postings/job-boards';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { JobBoardCommand, JobBoardId, PostingTier } from '@ats/web/features/jobs/api/job-boards-api';

export type JobBoardPostFormProps = { busy: boolean; onCommand: (command: JobBoardCommand) => void };

/** Post the job to a board (basic or promoted), or connect a posting made on the board by hand (spec 02 §4.2). */
export const JobBoardPostForm = ({ busy, onCommand }: JobBoardPostFormProps) => {
  const intl = useIntl();
  const [board, setBoard] = useState<JobBoardId>(JOB_BOARD_IDS[0]!);
  const [tier, setTier] = useState<PostingTier>('BASIC');
  const [manual, setManual] = useState(false);
  const [url, setUrl] = useState('');
  const t = (id: MessageId) => intl.formatMessage({ id });

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={manual} onChange={(event) => setManual(event.target.checked)} />}
        label={t('jobs.boards.manual')}
      />
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
        {manual ? (
          <TextField
            size="small"
            type="url"
            label={t('jobs.boards.url')}
            value={url}
            sx={{ flex: 1 }}
            onChange={(event) => setUrl(event.target.value)}
          />
        ) : (
          <TextField
            select
            size="small"
            label={t('jobs.boards.tier')}
            value={tier}
            sx={{ minWidth: 160 }}
            onChange={(event) => setTier(event.target.value as PostingTier)}
          >
            {JOB_BOARDS[board].tiers.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`jobs.boards.tier.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button
          variant="outlined"
          loading={busy}
          onClick={() =>
            onCommand(manual ? { kind: 'connect', board, url: url.trim() } : { kind: 'post', board, tier })
          }
        >
          <FormattedMessage id={manual ? 'jobs.boards.connect' : 'jobs.boards.post'} />
        </Button>
      </Stack>
    </Stack>
  );
};
