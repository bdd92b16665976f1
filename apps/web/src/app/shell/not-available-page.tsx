import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../components/empty-state';
import type { MessageId } from '../i18n/messages';
import { usePageTitle } from './use-page-title';

export type NotAvailablePageProps = { areaLabel: MessageId };

/** An honest placeholder for areas of the product that this build does not have yet. */
export const NotAvailablePage = ({ areaLabel }: NotAvailablePageProps) => {
  const intl = useIntl();
  const area = intl.formatMessage({ id: areaLabel });
  usePageTitle(areaLabel);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <EmptyState
        icon={<ConstructionOutlinedIcon />}
        title={<FormattedMessage id="notAvailable.title" values={{ area }} />}
        body={<FormattedMessage id="notAvailable.body" />}
        action={
          <Button component={RouterLink} to="/" variant="contained">
            <FormattedMessage id="notAvailable.goHome" />
          </Button>
        }
      />
    </Paper>
  );
};

/** /404 and /not-found: also where the route guard sends a signed-in user a page refuses (spec 01 §2.2). */
export const NotFoundPage = () => {
  usePageTitle('notFound.title');
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 640, alignSelf: 'flex-start' }}>
      <EmptyState
        title={<FormattedMessage id="notFound.title" />}
        body={<FormattedMessage id="notFound.body" />}
        action={
          <Button component={RouterLink} to="/" variant="contained">
            <FormattedMessage id="notAvailable.goHome" />
          </Button>
        }
      />
    </Paper>
  );
};
