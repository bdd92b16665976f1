import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';

/** A centred spinner while a page decides what to show (e.g. the session is being loaded). */
export const PageLoader = ({ fullHeight = true }: { fullHeight?: boolean }) => {
  const intl = useIntl();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: fullHeight ? '60vh' : 160 }}>
      <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
    </Box>
  );
};
