import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { hasAnyRole } from '../auth/access';
import { useSession } from '../auth/session';
import type { MessageId } from '../i18n/messages';
import { DIALOG_PAPER_SX } from '../theme/theme';

/** Where admins and recruiters upgrade (spec 01 §2.4), opened in a new tab. */
export const PLANS_AND_CREDITS_PATH = '/recruiter-settings/plans-and-credits';

export type UpgradeRequiredDialogProps = {
  open: boolean;
  /** The feature's name as the upgrade popup names it (spec 01 "Names used in the upgrade popup"). */
  feature: MessageId;
  onClose: () => void;
};

/** Spec 01 §2.4: admins and recruiters may upgrade the plan; others are told to contact their administrator. */
export const useMayUpgrade = (): boolean => {
  const session = useSession();
  return session.status === 'signed-in' && hasAnyRole(session.holder, ['COMPANY_ADMIN', 'COMPANY_RECRUITER']);
};

/**
 * The upgrade popup of a plan-locked feature (spec 01 §2.4, §4.7; 02 §6.3): 'Upgrade Required', '{feature} feature
 * is not available on your current plan'; admins and recruiters get Upgrade (the plans page in a new tab), others
 * 'Contact your ATS administrator for more details.'
 */
export const UpgradeRequiredDialog = ({ open, feature, onClose }: UpgradeRequiredDialogProps) => {
  const intl = useIntl();
  const titleId = useId();
  const textId = useId();
  const mayUpgrade = useMayUpgrade();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}>
      <DialogTitle id={titleId}>
        <FormattedMessage id="upgrade.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          <FormattedMessage id="upgrade.notOnPlan" values={{ feature: intl.formatMessage({ id: feature }) }} />
        </DialogContentText>
        {!mayUpgrade && (
          <DialogContentText sx={{ mt: 1 }}>
            <FormattedMessage id="upgrade.contactAdmin" />
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="upgrade.close" />
        </Button>
        {mayUpgrade && (
          <Button variant="contained" component="a" href={PLANS_AND_CREDITS_PATH} target="_blank" rel="noopener noreferrer" onClick={onClose}>
            <FormattedMessage id="upgrade.upgrade" />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
