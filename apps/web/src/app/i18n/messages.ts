import { ar } from './ar';
import { en } from './en';
import type { Language } from './language';

export type MessageId = keyof typeof en;

export const messagesByLanguage: Record<Language, Record<MessageId, string>> = { en, ar };

// react-intl reads its message ids from this global declaration, so tsc rejects any id missing from `en`.
// (Declaration merging needs an interface here.)
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
    interface Message {
      ids: MessageId;
    }
  }
}
