import type { EntityManager } from 'typeorm';
import type { OfferStatus } from '@ats/domain/offers';

export type OfferListItem = {
  offerId: string;
  applicationId: string;
  jobId: string;
  jobName: string;
  candidateName: string | null;
  templateName: string;
  requisitionId: string | null;
  status: OfferStatus;
  createdAt: Date;
  sentAt: Date | null;
  updatedAt: Date;
};

const SELECT = `SELECT o.offer_id AS "offerId", o.application_id AS "applicationId", o.job_id AS "jobId", o.job_name AS "jobName",
          NULLIF(trim(concat_ws(' ', c.first_name, c.last_name)), '') AS "candidateName",
          o.template_name AS "templateName", o.requisition_id AS "requisitionId", o.status, o.created_at AS "createdAt",
          o.sent_at AS "sentAt", o.updated_at AS "updatedAt"
     FROM rm_offers o LEFT JOIN rm_candidate_list c ON c.application_id = o.application_id`;

/** An application's offers, newest first. */
export const offersOfApplication = async (manager: EntityManager, companyId: string, applicationId: string): Promise<OfferListItem[]> =>
  (await manager.query(`${SELECT} WHERE o.company_id = $1 AND o.application_id = $2 ORDER BY o.created_at DESC`, [companyId, applicationId])) as OfferListItem[];

/** The company's offers of the jobs `jobIds` (null: every job), most recently changed first, optionally of some statuses; one page and the count. */
export const companyOffers = async (
  manager: EntityManager,
  companyId: string,
  filter: { jobIds: readonly string[] | null; statuses: readonly OfferStatus[]; limit: number; offset?: number },
): Promise<{ items: OfferListItem[]; total: number }> => {
  const where = `o.company_id = $1 AND ($2::uuid[] IS NULL OR o.job_id = ANY($2::uuid[]))
        AND (cardinality($3::text[]) = 0 OR o.status = ANY($3::text[]))`;
  const params = [companyId, filter.jobIds, filter.statuses];
  const items = (await manager.query(`${SELECT} WHERE ${where} ORDER BY o.updated_at DESC, o.offer_id LIMIT $4 OFFSET $5`, [
    ...params,
    filter.limit,
    filter.offset ?? 0,
  ])) as OfferListItem[];
  const [{ total }] = (await manager.query(`SELECT count(*)::int AS total FROM rm_offers o WHERE ${where}`, params)) as [{ total: number }];
  return { items, total };
};

/** Offers whose pending approval round names the user as an approver ('Cannot be deleted' as a team member). */
export const countPendingOfferApprovals = async (manager: EntityManager, companyId: string, userId: string): Promise<number> => {
  const [{ count }] = (await manager.query(
    `SELECT count(*)::int AS count FROM rm_offers WHERE company_id = $1 AND $2 = ANY(pending_approver_ids)`,
    [companyId, userId],
  )) as [{ count: number }];
  return count;
};
