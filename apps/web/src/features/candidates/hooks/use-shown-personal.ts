import { useIntl } from 'react-intl';
import { ERASED } from '@ats/domain/shared/personal-data';

/** A personal value as the interface shows it: 'erased' in the reader's language once the candidate was erased. */
export const useShownPersonal = () => {
  const intl = useIntl();
  return (value: string | null | undefined): string =>
    value === ERASED ? intl.formatMessage({ id: 'auditor.erased' }) : (value ?? '');
};
