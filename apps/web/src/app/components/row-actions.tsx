import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** One icon action of a table row: its accessible name (also the tooltip), and a click or a link. */
export type RowAction = { key: string; label: string; icon: ReactNode } & ({ onClick: () => void; to?: never } | { to: string; onClick?: never });

/**
 * A settings table's row actions (edit, clone, delete, …): small icon buttons with tooltips, at the row's end.
 * Actions the reader may not take are passed as `false` and left out.
 */
export const RowActions = ({ actions }: { actions: ReadonlyArray<RowAction | false | null | undefined> }) => (
  <Stack direction="row" spacing={0.5} justifyContent="flex-end">
    {actions
      .filter((action): action is RowAction => Boolean(action))
      .map((action) => (
        <Tooltip key={action.key} title={action.label}>
          {action.to !== undefined ? (
            <IconButton aria-label={action.label} size="small" component={RouterLink} to={action.to}>
              {action.icon}
            </IconButton>
          ) : (
            <IconButton aria-label={action.label} size="small" onClick={action.onClick}>
              {action.icon}
            </IconButton>
          )}
        </Tooltip>
      ))}
  </Stack>
);
