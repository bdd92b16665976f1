import Alert from '@mui/material/Alert';
import { useIntl } from 'react-intl';
import { fieldMessageText, type FieldMessage } from './field-message';

export type FormErrorBannerProps = { error: FieldMessage | null; placement?: 'top' | 'bottom' };

/** The form-level error (a refusal that belongs to no single field), announced to screen readers. */
export const FormErrorBanner = ({ error, placement = 'top' }: FormErrorBannerProps) => {
  const intl = useIntl();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" sx={placement === 'top' ? { mb: 2 } : { mt: 2 }}>
      {fieldMessageText(intl, error)}
    </Alert>
  );
};
