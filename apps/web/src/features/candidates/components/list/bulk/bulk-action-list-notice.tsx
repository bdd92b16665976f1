import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WHICH = ['all', 'failed', 'success'] as const;
type Which = (typeof WHICH)[number];

/** A bulk action's result link in the URL (bulkActionId, bulkActionApplications=failed|success), or null. */
export const useBulkActionListFilter = () => {
  const [params] = useSearchParams();
  const bulkActionId = params.get('bulkActionId');
  const which = params.get('bulkActionApplications');
  return useMemo(
    () =>
      bulkActionId && UUID.test(bulkActionId)
        ? { bulkActionId, bulkActionApplications: (WHICH as readonly string[]).includes(which ?? '') ? (which as Which) : ('all' as const) }
        : null,
    [bulkActionId, which],
  );
};

/** Says the list shows one bulk action's applications, with the way back to everyone. */
export const BulkActionListNotice = () => {
  const filter = useBulkActionListFilter();
  const [, setParams] = useSearchParams();
  if (!filter) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 1 }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() =>
            setParams((previous) => {
              const next = new URLSearchParams(previous);
              next.delete('bulkActionId');
              next.delete('bulkActionApplications');
              next.delete('page');
              return next;
            })
          }
        >
          <FormattedMessage id="bulk.list.showAll" />
        </Button>
      }
    >
      <FormattedMessage id="bulk.list.filtered" />
    </Alert>
  );
};
