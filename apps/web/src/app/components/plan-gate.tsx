import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PermissionHolder } from '../auth/access';
import { useSession } from '../auth/session';
import type { MessageId } from '../i18n/messages';
import { usePageTitle } from '../shell/use-page-title';
import { EmptyState } from './empty-state';
import { PageLoader } from './page-loader';
import { PLANS_AND_CREDITS_PATH, useMayUpgrade } from './upgrade-required-dialog';

export type PlanLockedStateProps = {
  /** The feature's name as the upgrade popup names it (spec 01 "Names used in the upgrade popup"). */
  feature: MessageId;
};

/**
 * A plan-locked page opened by its address (spec 01 §2.4): the upgrade popup's wording in place of the page,
 * 'Upgrade Required', '{feature} feature is not available on your current plan', and Upgrade (the plans page in a
 * new tab) for admins and recruiters, else 'Contact your ATS administrator for more details.'
 */
export const PlanLockedState = ({ feature }: PlanLockedStateProps) => {
  const intl = useIntl();
  const mayUpgrade = useMayUpgrade();
  usePageTitle(feature);
  return (
    <Paper variant="outlined" sx={{ p: 2, m: 3, maxWidth: 640 }}>
      <EmptyState
        icon={<LockOutlinedIcon />}
        title={<FormattedMessage id="upgrade.title" />}
        body={<FormattedMessage id="upgrade.notOnPlan" values={{ feature: intl.formatMessage({ id: feature }) }} />}
        action={
          mayUpgrade ? (
            <Button variant="contained" component="a" href={PLANS_AND_CREDITS_PATH} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="upgrade.upgrade" />
            </Button>
          ) : (
            <Typography variant="body2">
              <FormattedMessage id="upgrade.contactAdmin" />
            </Typography>
          )
        }
      />
    </Paper>
  );
};

export type PlanGateProps = PlanLockedStateProps & {
  /** Whether the company's plan has the feature (its permissionV2), e.g. hasHiringPlanEnabled. */
  enabled: (holder: PermissionHolder) => boolean;
  children: ReactNode;
};

/**
 * Renders its page only when the company's plan has the feature; otherwise the locked state, so a page reached by
 * its address makes none of the calls the API would refuse for the plan (spec 01 §4.7, 02 §6.3).
 */
export const PlanGate = ({ feature, enabled, children }: PlanGateProps) => {
  const session = useSession();
  if (session.status !== 'signed-in') return <PageLoader />;
  if (!enabled(session.holder)) return <PlanLockedState feature={feature} />;
  return <>{children}</>;
};
