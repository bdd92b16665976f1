import type { IntlShape } from 'react-intl';
import { isApiError } from './api-error';

/** The text to show for an error: the server's message, or the generic one in the interface language. */
export const errorText = (intl: IntlShape, error: unknown): string =>
  isApiError(error) && !error.isGeneric ? error.message : intl.formatMessage({ id: 'error.unexpected' });
