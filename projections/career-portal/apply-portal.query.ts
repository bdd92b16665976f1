import type { EntityManager } from 'typeorm';

/**
 * What the apply portal reads (spec 03 §2.3 "Apply portal"): which company a job belongs to, the custom
 * fields its form asks, and a verified candidate's own ongoing applications — by the e-mail the candidate
 * proved with a one-time code, across the companies they applied to.
 */

/** The company of a job anyone may open on a career page (published or closed); null for drafts and unknown ids. */
export const companyOfCareerJob = async (manager: EntityManager, jobId: string): Promise<string | null> => {
  const [row] = (await manager.query(`SELECT company_id AS "companyId" FROM rm_jobs WHERE id = $1 AND status IN ('PUBLISHED', 'CLOSED')`, [
    jobId,
  ])) as Array<{ companyId: string }>;
  return row?.companyId ?? null;
};

export type ApplyFormCustomField = { id: string; name: string; fieldType: string; options: string[] };

/** The company's candidate custom fields among `ids`, in the order given; deleted ones are not asked. */
export const applyFormCustomFields = async (manager: EntityManager, companyId: string, ids: readonly string[]): Promise<ApplyFormCustomField[]> => {
  if (ids.length === 0) return [];
  const rows = (await manager.query(
    `SELECT id, name, field_type AS "fieldType", options FROM custom_fields
      WHERE company_id = $1 AND id = ANY($2::uuid[]) AND entity = 'CANDIDATE' AND deleted_at IS NULL AND NOT is_confidential`,
    [companyId, ids],
  )) as ApplyFormCustomField[];
  return ids.map((id) => rows.find((row) => row.id === id)).filter((row): row is ApplyFormCustomField => Boolean(row));
};

export type CandidateApplication = {
  applicationId: string;
  jobId: string;
  jobName: string;
  companyName: string;
  stageName: string;
  appliedAt: Date;
};

/** The candidate's ongoing (not archived) applications, newest first. */
export const ongoingApplicationsOf = async (manager: EntityManager, email: string): Promise<CandidateApplication[]> =>
  (await manager.query(
    `SELECT a.application_id AS "applicationId", a.job_id AS "jobId", a.job_name AS "jobName", c.name AS "companyName",
            a.stage_name AS "stageName", a.applied_at AS "appliedAt"
       FROM rm_candidate_list a JOIN companies c ON c.id = a.company_id
      WHERE lower(a.email) = lower($1) AND a.status = 'ACTIVE'
      ORDER BY a.applied_at DESC LIMIT 100`,
    [email],
  )) as CandidateApplication[];
