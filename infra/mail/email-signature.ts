import type { EntityManager } from 'typeorm';
import type { EmailSender } from '@ats/domain/applications';
import { signatureFor, type EmailSignature } from '@ats/domain/applications/application-email.signature';
import { CompanyBrandingEntity } from '../db/entities/company-branding.entity';
import { UserEntity } from '../db/entities/user.entity';

/**
 * The signature an e-mail of this sender to a candidate ends with, as saved now: the user's own (profile), else
 * the company's (branding); the automation bot's, the company's. Read when the e-mail is composed, so a scheduled
 * e-mail keeps the one it was scheduled with (see CandidateEmailComposer); null for none. `rows` is a data source
 * or a transaction's manager (read one after the other: a transaction's one connection takes a query at a time).
 */
export const emailSignatureOf = async (
  rows: Pick<EntityManager, 'getRepository'>,
  companyId: string,
  sender: Pick<EmailSender, 'kind' | 'id'>,
): Promise<EmailSignature | null> => {
  const user = sender.kind === 'user' ? await rows.getRepository(UserEntity).findOneBy({ id: sender.id, companyId }) : null;
  const branding = await rows.getRepository(CompanyBrandingEntity).findOneBy({ id: companyId });
  return signatureFor(sender, { user: user?.emailSignature, company: branding?.emailSignature });
};
