import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@ats/web/app/i18n/messages';

const STEPS: MessageId[] = ['applyPortal.network.internet', 'applyPortal.network.switch', 'applyPortal.network.browser', 'applyPortal.network.vpn'];

/** Spec 03 §2.3: when an upload fails, what to try — the internet, another network, browser or device, no VPN. */
export const NetworkIssueGuide = () => (
  <Alert severity="info" sx={{ mt: 1 }}>
    <AlertTitle>
      <FormattedMessage id="applyPortal.network.title" />
    </AlertTitle>
    <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
      {STEPS.map((step) => (
        <li key={step}>
          <FormattedMessage id={step} />
        </li>
      ))}
    </Box>
  </Alert>
);
