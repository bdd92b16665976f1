import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '@ats/web/app/forms/form-text-field';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { AddCandidateForm, AddCandidateValues } from '../../hooks/use-add-candidate-form';

export type CandidateFieldsProps = { state: AddCandidateForm };

/** The candidate's names, e-mail (with the duplicate warning) and phone. */
export const CandidateFields = ({ state }: CandidateFieldsProps) => {
  const intl = useIntl();
  const nameField = (name: 'firstName' | 'lastName', label: MessageId) => (
    <FormTextField<AddCandidateValues> name={name} id={`add-candidate-${name}`} label={intl.formatMessage({ id: label })} required fullWidth size="small" autoComplete="off" />
  );
  return (
    <>
      <Typography variant="h3" component="h2" sx={{ pt: 1 }}>
        <FormattedMessage id="addCandidate.section.candidate" />
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {nameField('firstName', 'addCandidate.field.firstName')}
        {nameField('lastName', 'addCandidate.field.lastName')}
      </Stack>
      <FormTextField<AddCandidateValues>
        name="email"
        id="add-candidate-email"
        label={intl.formatMessage({ id: 'addCandidate.field.email' })}
        type="email"
        required
        fullWidth
        size="small"
        autoComplete="off"
        onValueChange={state.onEmailChange}
        onLeave={state.onEmailLeave}
      />
      {state.duplicateCount > 0 && (
        <Alert severity="warning" role="status">
          <FormattedMessage id="addCandidate.duplicate" values={{ count: state.duplicateCount }} />
        </Alert>
      )}
      <FormTextField<AddCandidateValues>
        name="phone"
        id="add-candidate-phone"
        label={intl.formatMessage({ id: 'addCandidate.field.phone' })}
        type="tel"
        fullWidth
        size="small"
        autoComplete="off"
        placeholder="+971 501234567"
      />
    </>
  );
};
