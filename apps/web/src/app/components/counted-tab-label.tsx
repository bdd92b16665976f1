import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useIntl, type IntlShape } from 'react-intl';

/** A count in words: '10,000+' where counting stopped at a cap (`capped`: there are more). */
export const countText = (intl: IntlShape, count: number, capped = false): string =>
  capped ? intl.formatMessage({ id: 'common.countCapped' }, { count: intl.formatNumber(count) }) : intl.formatNumber(count);

/** A list tab's label with its count beside it ('…' while the count loads), as the jobs and candidate lists show them. */
export const CountedTabLabel = ({ label, count, capped = false }: { label: string; count: number | undefined; capped?: boolean }) => {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <span>{label}</span>
      <Chip size="small" label={count === undefined ? '…' : countText(intl, count, capped)} aria-hidden={count === undefined} />
    </Stack>
  );
};
