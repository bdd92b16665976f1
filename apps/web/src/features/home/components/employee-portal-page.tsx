import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '@ats/web/app/auth/session';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { Welcome } from './recruiter-home-page';

/**
 * /recruiter/employee-portal, the employees' role home (spec 01 §2.1, 02 §2.10). The portal's tabs (refer
 * candidates, your referrals, internal jobs) are not built yet: the page names what it will hold.
 */
export const EmployeePortalPage = () => {
  const intl = useIntl();
  usePageTitle('nav.employeePortal');
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <Box>
      <Welcome session={session} />
      <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-labelledby="portal-coming">
        <Typography id="portal-coming" variant="h2" sx={{ mb: 1 }}>
          <FormattedMessage id="portal.title" />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage id="portal.body" />
        </Typography>
        <List dense aria-label={intl.formatMessage({ id: 'portal.title' })}>
          {(['portal.refer', 'portal.referrals', 'portal.internalJobs'] as const).map((id) => (
            <ListItem key={id} disableGutters>
              <ListItemText primary={intl.formatMessage({ id })} />
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="portal.notBuilt" />
        </Typography>
      </Paper>
    </Box>
  );
};
