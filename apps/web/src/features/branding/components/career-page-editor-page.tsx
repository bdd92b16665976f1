import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { useSession } from '@ats/web/app/auth/session';
import { LoadErrorState } from '@ats/web/app/components/empty-state';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useCareerPageSettings } from '../api/branding-api';
import { CareerPageForm } from './career-page-form';

/**
 * /edit-careers/:companyName: the career page editor (spec 03 §2.4), for members holding every career-page
 * permission. Another company's career name is not theirs to edit: /404.
 */
export const CareerPageEditorPage = () => {
  const { companyName = '' } = useParams();
  usePageTitle('branding.career.editor');
  const session = useSession();
  const companyId = session.status === 'signed-in' ? (session.user.companyId ?? '') : '';
  const settings = useCareerPageSettings(companyId, companyId !== '');

  if (settings.isPending) return <PageLoader />;
  if (settings.isError) return <LoadErrorState titleId="branding.loadError" error={settings.error} onRetry={() => settings.refetch()} />;
  if ((settings.data.careerName ?? '').toLowerCase() !== companyName.toLowerCase()) return <Navigate to="/404" replace />;
  return (
    <Box sx={{ width: '100%', maxWidth: 880 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        <FormattedMessage id="branding.career.editor" />
      </Typography>
      <Button component={RouterLink} to={`/careers/${encodeURIComponent(companyName)}`} variant="outlined" sx={{ mb: 2 }}>
        <FormattedMessage id="branding.career.preview" />
      </Button>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <CareerPageForm key={settings.data.title + settings.data.videoUrl} settings={settings.data} />
      </Paper>
    </Box>
  );
};
