import type { EntityManager } from 'typeorm';
import { CandidateEntity } from './candidate.entity';

export type CandidateApplicationSummary = { applicationId: string; jobId: string; jobName: string; stageName: string; status: string };

/** A candidate of the company with their applications (rows the candidate list holds under them). */
export type CandidateProfileRow = CandidateEntity & { applications: CandidateApplicationSummary[] };

const applicationsOf = async (manager: EntityManager, companyId: string, candidateId: string): Promise<CandidateApplicationSummary[]> =>
  (await manager.query(
    `SELECT application_id AS "applicationId", job_id AS "jobId", job_name AS "jobName", stage_name AS "stageName", status
     FROM rm_candidate_list WHERE company_id = $1 AND candidate_id = $2 ORDER BY applied_at`,
    [companyId, candidateId],
  )) as CandidateApplicationSummary[];

/** The candidate a merged one became (following merges), or the candidate itself. */
export const currentCandidateId = async (manager: EntityManager, companyId: string, candidateId: string): Promise<string> => {
  let id = candidateId;
  // Merges only ever point at a candidate that was not merged itself at the time; a few hops at most.
  for (let hop = 0; hop < 10; hop += 1) {
    const row = await manager.getRepository(CandidateEntity).findOneBy({ companyId, candidateId: id });
    if (!row?.mergedInto) return id;
    id = row.mergedInto;
  }
  return id;
};

export const candidateProfile = async (manager: EntityManager, companyId: string, candidateId: string): Promise<CandidateProfileRow | null> => {
  const row = await manager.getRepository(CandidateEntity).findOneBy({ companyId, candidateId });
  return row && { ...row, applications: await applicationsOf(manager, companyId, candidateId) };
};

/** Another live candidate of the company holding one of these e-mails, and how many applications they have. */
export const candidateHoldingEmail = async (
  manager: EntityManager,
  companyId: string,
  emails: readonly string[],
  exceptCandidateId: string | null = null,
): Promise<{ candidateId: string; firstName: string; lastName: string; applications: number } | null> => {
  const keys = emails.map((email) => email.trim().toLowerCase()).filter(Boolean);
  if (keys.length === 0) return null;
  const rows = (await manager.query(
    `SELECT c.candidate_id AS "candidateId", c.first_name AS "firstName", c.last_name AS "lastName",
            (SELECT count(*) FROM rm_candidate_list l WHERE l.company_id = c.company_id AND l.candidate_id = c.candidate_id)::int AS applications
     FROM rm_candidates c
     WHERE c.company_id = $1 AND c.email_keys && $2::text[] AND c.merged_into IS NULL AND NOT c.erased
       AND ($3::uuid IS NULL OR c.candidate_id <> $3::uuid)
     ORDER BY applications DESC, c.updated_at LIMIT 1`,
    [companyId, keys, exceptCandidateId],
  )) as Array<{ candidateId: string; firstName: string; lastName: string; applications: number }>;
  return rows[0] ?? null;
};
