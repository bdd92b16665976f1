import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '../api/error-text';
import type { MessageId } from '../i18n/messages';

export type EmptyStateProps = {
  title: ReactNode;
  body?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  role?: 'status' | 'alert';
};

export const EmptyState = ({ title, body, icon, action, role = 'status' }: EmptyStateProps) => (
  <Box role={role} sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
    {icon && <Box sx={{ mb: 1, '& svg': { fontSize: 40 } }}>{icon}</Box>}
    <Typography variant="h3" component="p" sx={{ color: 'text.primary', mb: 0.5 }}>
      {title}
    </Typography>
    {body && <Typography variant="body2">{body}</Typography>}
    {action && <Box sx={{ mt: 2 }}>{action}</Box>}
  </Box>
);

export type LoadErrorStateProps = {
  titleId: MessageId;
  error: unknown;
  onRetry: () => unknown;
};

/** Something could not be loaded: what, why (the server's message), and a way to try again. */
export const LoadErrorState = ({ titleId, error, onRetry }: LoadErrorStateProps) => {
  const intl = useIntl();
  return (
    <EmptyState
      role="alert"
      title={<FormattedMessage id={titleId} />}
      body={errorText(intl, error)}
      action={
        <Button variant="outlined" onClick={() => void onRetry()}>
          <FormattedMessage id="common.retry" />
        </Button>
      }
    />
  );
};
