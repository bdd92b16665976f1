import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { validateEmail } from '@ats/domain/candidates/contact-validation';
import { errorText } from '@ats/web/app/api/error-text';
import { fieldMessageText, toFieldMessage } from '@ats/web/app/forms/field-message';
import { useRequestCandidateCode, useVerifyCandidateCode } from '../api/apply-portal-api';

export type CandidateSignInProps = { onSignedIn: (candidateUserId: string) => void };

/**
 * The apply portal's first steps (spec 03 §2.3): the e-mail, then the one-time code e-mailed to it. Nothing
 * about the candidate — applications, profile — shows before the code.
 */
export const CandidateSignIn = ({ onSignedIn }: CandidateSignInProps) => {
  const intl = useIntl();
  const request = useRequestCandidateCode();
  const verify = useVerifyCandidateCode();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<{ email: string; candidateUserId: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmail(email);
    if (invalid) return setError(fieldMessageText(intl, toFieldMessage(invalid)) ?? invalid);
    setError(null);
    request.mutate(email.trim(), {
      onSuccess: (answer) => setSentTo({ email: email.trim(), candidateUserId: answer.candidateUserId }),
      onError: (failure) => setError(errorText(intl, failure)),
    });
  };

  const checkCode = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    if (!code.trim()) return setError(intl.formatMessage({ id: 'applyPortal.code.required' }));
    setError(null);
    verify.mutate(
      { candidateUserId: sentTo.candidateUserId, otp: code.trim() },
      { onSuccess: (answer) => onSignedIn(answer.candidateUserId), onError: (failure) => setError(errorText(intl, failure)) },
    );
  };

  if (!sentTo) {
    return (
      <Box component="form" noValidate onSubmit={sendCode} aria-labelledby="apply-email-intro">
        <Typography id="apply-email-intro" variant="body1" sx={{ mb: 2 }}>
          <FormattedMessage id="applyPortal.email.intro" />
        </Typography>
        <Stack spacing={2}>
          <TextField
            label={intl.formatMessage({ id: 'applyPortal.email.label' })}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error !== null}
            helperText={error ?? undefined}
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
          <Button type="submit" variant="contained" loading={request.isPending}>
            <FormattedMessage id="applyPortal.email.submit" />
          </Button>
        </Stack>
      </Box>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={checkCode} aria-labelledby="apply-code-intro">
      <Typography id="apply-code-intro" variant="body1" sx={{ mb: 2 }}>
        <FormattedMessage id="applyPortal.code.intro" values={{ email: sentTo.email }} />
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={intl.formatMessage({ id: 'applyPortal.code.label' })}
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          error={error !== null}
          helperText={error ?? undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <Button type="submit" variant="contained" loading={verify.isPending}>
          <FormattedMessage id="applyPortal.code.submit" />
        </Button>
        <Button
          onClick={() => {
            setSentTo(null);
            setCode('');
            setError(null);
          }}
        >
          <FormattedMessage id="applyPortal.code.changeEmail" />
        </Button>
      </Stack>
    </Box>
  );
};
