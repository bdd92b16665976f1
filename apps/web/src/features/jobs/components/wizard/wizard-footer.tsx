import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { nextTab, type WizardTab } from '../../job-routes';

/** Spec 02 §2.3's button labels, by the tab they lead to. */
const NEXT_LABEL: Partial<Record<WizardTab, MessageId>> = {
  application: 'jobs.wizard.next.application',
  'hiring-flow': 'jobs.wizard.next.hiring-flow',
  collaborators: 'jobs.wizard.next.collaborators',
  publish: 'jobs.wizard.next.publish',
};

export type WizardFooterProps = {
  tab: WizardTab;
  busy?: boolean;
  /** The form the 'Save & next' button submits; without it, `onNext` is called. */
  formId?: string;
  onNext?: () => void;
  onSaveDraft?: () => void;
};

/** 'Save as draft' and 'Save & next: …' under a tab (edit mode only). */
export const WizardFooter = ({ tab, busy = false, formId, onNext, onSaveDraft }: WizardFooterProps) => {
  const intl = useIntl();
  const next = nextTab(tab);
  const label = next ? NEXT_LABEL[next] : undefined;
  return (
    <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 3 }}>
      {onSaveDraft && (
        <Button variant="outlined" onClick={onSaveDraft} disabled={busy}>
          <FormattedMessage id="jobs.wizard.saveDraft" />
        </Button>
      )}
      {label && (
        <Button
          variant="contained"
          loading={busy}
          type={formId ? 'submit' : 'button'}
          form={formId}
          onClick={formId ? undefined : onNext}
        >
          {intl.formatMessage({ id: label })}
        </Button>
      )}
    </Stack>
  );
};
