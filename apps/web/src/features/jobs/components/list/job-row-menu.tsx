import MoreVertIcon from '@mui/icons-material/MoreVert';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { JobListItem } from '../../api/job-types';
import type { JobActions } from '../../hooks/use-job-actions';
import { jobCandidatesPath, wizardPath } from '../../job-routes';

export type JobRowMenuProps = { job: JobListItem; actions: JobActions };

type Item = { id: string; label: MessageId; run: () => void; divider?: boolean };

/** Spec 02 §2.2: the per-job options, those that fit the job's status. */
export const JobRowMenu = ({ job, actions }: JobRowMenuProps) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const ref = { id: job.id, name: job.name, status: job.status };

  const items: Item[] = [
    { id: 'view', label: 'jobs.action.view', run: () => navigate(wizardPath(job.id, 'job-information', 'VIEW')) },
    { id: 'edit', label: 'jobs.action.edit', run: () => navigate(wizardPath(job.id)) },
    { id: 'candidates', label: 'jobs.action.viewCandidates', run: () => navigate(jobCandidatesPath(job.id)) },
    ...(job.status === 'DRAFT'
      ? [{ id: 'publish', label: 'jobs.action.publish', run: () => actions.ask('publish', ref) } as Item]
      : []),
    ...(job.status === 'PUBLISHED'
      ? [{ id: 'close', label: 'jobs.action.close', run: () => actions.ask('close', ref) } as Item]
      : []),
    ...(job.status === 'CLOSED'
      ? [{ id: 'republish', label: 'jobs.action.republish', run: () => actions.ask('republish', ref) } as Item]
      : []),
    { id: 'clone', label: 'jobs.action.clone', run: () => actions.startClone(ref) },
    { id: 'delete', label: 'jobs.action.delete', run: () => actions.ask('delete', ref), divider: true },
  ];

  return (
    <>
      <IconButton
        aria-label={intl.formatMessage({ id: 'jobs.action.menu' }, { name: job.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.flatMap((item) => [
          ...(item.divider ? [<Divider key={`${item.id}-divider`} />] : []),
          <MenuItem
            key={item.id}
            onClick={() => {
              setAnchor(null);
              item.run();
            }}
            sx={item.id === 'delete' ? { color: 'error.main' } : undefined}
          >
            {intl.formatMessage({ id: item.label })}
          </MenuItem>,
        ])}
      </Menu>
    </>
  );
};
