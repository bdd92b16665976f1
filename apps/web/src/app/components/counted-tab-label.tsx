import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';

/** A list tab's label with its count beside it ('…' while the count loads), as the jobs and candidate lists show them. */
export const CountedTabLabel = ({ label, count }: { label: string; count: number | undefined }) => {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <span>{label}</span>
      <Chip size="small" label={count === undefined ? '…' : intl.formatNumber(count)} aria-hidden={count === undefined} />
    </Stack>
  );
};
