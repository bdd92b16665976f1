import type { EntityManager } from 'typeorm';
import { normalizeEmail } from '@ats/domain/candidates';
import { candidateHoldingEmail } from '@ats/projections/candidates/candidates.query';

/**
 * The live candidate of the caller's company who already holds this e-mail (spec 02 §2.12 duplicate
 * detection): a new application joins them (ADR 0016). Other companies are never searched.
 */
export const existingCandidateWithEmail = async (manager: EntityManager, companyId: string, email: string): Promise<string | null> =>
  (await candidateHoldingEmail(manager, companyId, [normalizeEmail(email)]))?.candidateId ?? null;
