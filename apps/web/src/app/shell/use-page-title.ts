import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** Sets the document title from the route's title (spec 01 §2.2). */
export const usePageTitle = (titleId: MessageId, values?: Record<string, string>) => {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId }, values);
  const product = intl.formatMessage({ id: 'app.productName' });
  useEffect(() => {
    document.title = `${title} | ${product}`;
  }, [title, product]);
};
