import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, LoadErrorState } from './empty-state';
import type { MessageId } from '../i18n/messages';

export type SettingsTableCardProps<Row> = {
  title: MessageId;
  /** The add button's label; no button without it (the caller may not add). */
  addLabel?: MessageId;
  onAdd?: () => void;
  query: UseQueryResult<Row[]>;
  columns: readonly MessageId[];
  emptyTitle: MessageId;
  errorTitle: MessageId;
  /** One table row per item, with as many cells as `columns`. */
  renderRow: (row: Row) => ReactNode;
};

/** A settings list: a headed card with its add button, and the table with its loading, empty and error states. */
export const SettingsTableCard = <Row,>({
  title,
  addLabel,
  onAdd,
  query,
  columns,
  emptyTitle,
  errorTitle,
  renderRow,
}: SettingsTableCardProps<Row>) => {
  const intl = useIntl();
  const headingId = useId();
  const rows = query.data ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2} sx={{ px: 2, py: 1.5 }}>
        <Typography id={headingId} variant="h2">
          <FormattedMessage id={title} />
        </Typography>
        {addLabel && onAdd && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
            <FormattedMessage id={addLabel} />
          </Button>
        )}
      </Stack>
      {query.isError && !query.data ? (
        <LoadErrorState titleId={errorTitle} error={query.error} onRetry={query.refetch} />
      ) : !query.isPending && rows.length === 0 ? (
        <EmptyState title={<FormattedMessage id={emptyTitle} />} />
      ) : (
        <TableContainer>
          <Table aria-labelledby={headingId} size="small">
            <TableHead>
              <TableRow>
                {columns.map((column, index) => (
                  <TableCell key={column} align={index === columns.length - 1 ? 'right' : undefined}>
                    {intl.formatMessage({ id: column })}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody aria-busy={query.isPending}>
              {query.isPending
                ? Array.from({ length: 3 }, (_, index) => (
                    <TableRow key={index}>
                      {columns.map((column) => (
                        <TableCell key={column}>
                          <Skeleton />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : rows.map(renderRow)}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box sx={{ height: 4 }} />
    </Paper>
  );
};
