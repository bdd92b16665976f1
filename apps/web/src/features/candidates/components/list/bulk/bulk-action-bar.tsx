import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { QueryValue } from '@ats/web/app/api/api-client';
import type { BulkActionKind, BulkSelection } from '@ats/web/app/api/bulk-actions-api';
import type { BulkSelectionState } from '@ats/web/features/candidates/hooks/use-bulk-selection';
import { BulkActionDialog } from './bulk-action-dialog';

export type BulkActionBarProps = {
  selection: BulkSelectionState;
  /** The list's current filter at the API's names: what 'Select top 500' sends. */
  filter: Record<string, QueryValue>;
  /** Whether the list shows archived applications (archive there makes no sense, unarchive does). */
  archived: boolean;
  total: number;
  jobs: Array<{ id: string; name: string }>;
};

const ACTIVE_KINDS: BulkActionKind[] = [
  'progress-stage-change',
  'archive-change',
  'send-email',
  'owner-change',
  'origin-change',
  'source-change',
  'job-change',
  'add-or-remove-tags',
  'add-comment',
  'parse-cvs',
  'schedule-interview',
  'delete-applications',
];
const ARCHIVED_KINDS: BulkActionKind[] = ['unarchive', 'send-email', 'owner-change', 'origin-change', 'source-change', 'add-or-remove-tags', 'add-comment', 'parse-cvs', 'delete-applications'];

/** Above the candidate list: how many are selected, 'Select top 500', and the bulk actions menu (spec 02 §2.11, §2.14). */
export const BulkActionBar = ({ selection, filter, archived, total, jobs }: BulkActionBarProps) => {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [kind, setKind] = useState<BulkActionKind | null>(null);
  const chosen: BulkSelection = selection.top
    ? { filter: { ...filter, unSelectedIds: selection.unticked } }
    : { applicationIds: selection.ids };

  return (
    <Stack direction="row" alignItems="center" spacing={1} sx={{ px: 2, py: 1, minHeight: 48 }} useFlexGap flexWrap="wrap">
      <Typography variant="body2" aria-live="polite">
        {selection.top ? (
          <FormattedMessage id="bulk.selection.topSelected" values={{ count: selection.count }} />
        ) : (
          <FormattedMessage id="bulk.selection.count" values={{ count: selection.count }} />
        )}
      </Typography>
      {!selection.top && total > 0 && (
        <Button size="small" onClick={selection.selectTop}>
          <FormattedMessage id="bulk.selection.top" />
        </Button>
      )}
      {selection.count > 0 && (
        <>
          <Button size="small" onClick={selection.clear}>
            <FormattedMessage id="bulk.selection.clear" />
          </Button>
          <Button
            size="small"
            variant="contained"
            endIcon={<ArrowDropDownIcon />}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? true : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <FormattedMessage id="bulk.menu.open" />
          </Button>
          <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {(archived ? ARCHIVED_KINDS : ACTIVE_KINDS).map((entry) => (
              <MenuItem
                key={entry}
                onClick={() => {
                  setAnchor(null);
                  setKind(entry);
                }}
              >
                <FormattedMessage id={`bulk.kind.${entry}`} />
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
      {kind && (
        <BulkActionDialog
          kind={kind}
          selection={chosen}
          count={selection.count}
          jobs={jobs}
          onClose={() => setKind(null)}
          onQueued={() => {
            setKind(null);
            selection.clear();
          }}
        />
      )}
    </Stack>
  );
};
