import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';

/** The desktop-only notice (spec 01 routes: /view-not-supported, 'You need to use a desktop to access the application'). */
export const ViewNotSupportedPage = () => {
  const intl = useIntl();
  usePageTitle('viewNotSupported.title');
  return (
    <Box component="section" sx={{ maxWidth: 560, mx: 'auto', px: 2, py: 6, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 2 }}>
        {intl.formatMessage({ id: 'viewNotSupported.title' })}
      </Typography>
      <Typography>{intl.formatMessage({ id: 'viewNotSupported.body' })}</Typography>
    </Box>
  );
};
