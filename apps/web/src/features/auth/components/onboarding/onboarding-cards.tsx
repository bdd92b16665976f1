import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { fieldMessageText } from '@ats/web/app/forms/field-message';
import { authMessageOf } from '../../auth-messages';
import type { OnboardingState } from '../../hooks/use-onboarding';
import { isolated } from '@ats/web/app/i18n/isolated';

export type OnboardingCardProps = { children: ReactNode };

export const OnboardingCard = ({ children }: OnboardingCardProps) => (
  <Box sx={{ width: '100%', maxWidth: 720 }}>
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      {children}
    </Paper>
  </Box>
);

export type OnboardingDoneProps = { companyName: string; home: string; headingRef: Ref<HTMLHeadingElement> };

/** The completion screen. */
export const OnboardingDone = ({ companyName, home, headingRef }: OnboardingDoneProps) => {
  const navigate = useNavigate();
  return (
    <OnboardingCard>
      <Stack spacing={2} alignItems="center" textAlign="center" sx={{ py: 2 }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h1" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
          <FormattedMessage id="onboarding.done.title" />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage id="onboarding.done.body" values={{ company: isolated(companyName) }} />
        </Typography>
        <Button variant="contained" size="large" onClick={() => navigate(home, { replace: true })}>
          <FormattedMessage id="onboarding.done.goToDashboard" />
        </Button>
      </Stack>
    </OnboardingCard>
  );
};

export type JoinCompanyProps = {
  company: { companyId?: string | null; companyName?: string | null };
  join: OnboardingState['join'];
  headingRef: Ref<HTMLHeadingElement>;
};

/** "Join as an employee" when a company already owns the e-mail domain (spec 01 §2.10, §4.15). */
export const JoinCompany = ({ company, join, headingRef }: JoinCompanyProps) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const name = isolated(company.companyName ?? '');
  return (
    <OnboardingCard>
      <Stack spacing={2}>
        <GroupAddOutlinedIcon color="primary" sx={{ fontSize: 44 }} />
        <Typography variant="h1" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
          <FormattedMessage id="onboarding.join.title" values={{ company: name }} />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage id="onboarding.join.body" values={{ company: name }} />
        </Typography>
        {join.isError && (
          <Alert severity="error" role="alert">
            {fieldMessageText(intl, authMessageOf(join.error))}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant="contained"
            size="large"
            loading={join.isPending}
            onClick={() => join.mutate(company.companyId!, { onSuccess: () => navigate('/recruiter/employee-portal', { replace: true }) })}
          >
            <FormattedMessage id="onboarding.join.asEmployee" />
          </Button>
          <Button variant="text" size="large" disabled={join.isPending} component={RouterLink} to="/logout">
            <FormattedMessage id="onboarding.join.useAnotherEmail" />
          </Button>
        </Stack>
      </Stack>
    </OnboardingCard>
  );
};
