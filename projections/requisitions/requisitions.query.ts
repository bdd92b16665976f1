import type { EntityManager } from 'typeorm';
import type { HiringProgress, RequisitionHire, RequisitionStatus } from '@ats/domain/requisitions';
import { RequisitionRowEntity } from './requisition-row.entity';

/** Spec 02 §2.16: the hiring plan's tabs. */
export const HIRING_PLAN_TABS = ['TO_BE_HIRED', 'HIRED', 'PENDING_APPROVALS', 'MY_REQUISITIONS', 'REJECTED'] as const;
export type HiringPlanTab = (typeof HIRING_PLAN_TABS)[number];

/**
 * Whose requisitions a caller sees: admins all of them (spec 02 §6.1), everyone else those they created, recruit
 * for, manage the hire of, or approve.
 */
export type RequisitionVisibility = { companyId: string; userId: string; seesAll: boolean };

export type RequisitionListFilter = {
  tab: HiringPlanTab;
  search?: string;
  departmentIds?: string[];
  locationIds?: string[];
  hiringProgress?: HiringProgress[];
  page: number;
  perPage: number;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const visibleSql = (visibility: RequisitionVisibility, params: unknown[]) => {
  params.push(visibility.companyId);
  const clauses = [`r.company_id = $${params.length}`];
  if (!visibility.seesAll) {
    params.push(visibility.userId);
    const n = `$${params.length}`;
    clauses.push(`(r.created_by_id = ${n} OR r.hiring_manager_id = ${n} OR ${n} = ANY(r.recruiter_ids) OR ${n} = ANY(r.approver_ids))`);
  }
  return clauses;
};

const TAB_SQL: Record<HiringPlanTab, (me: string) => string> = {
  TO_BE_HIRED: () => `r.status = 'APPROVED' AND r.hiring_progress <> 'HIRED'`,
  HIRED: () => `r.hiring_progress = 'HIRED'`,
  PENDING_APPROVALS: () => `r.status = 'PENDING_APPROVAL'`,
  MY_REQUISITIONS: (me) => `r.created_by_id = ${me}`,
  REJECTED: () => `r.status = 'REJECTED'`,
};

export type RequisitionListRow = Pick<
  RequisitionRowEntity,
  | 'id'
  | 'openingId'
  | 'requisitionName'
  | 'roleName'
  | 'status'
  | 'hiringProgress'
  | 'departmentId'
  | 'locationId'
  | 'hiringManagerId'
  | 'recruiterIds'
  | 'awaitingApproverIds'
  | 'headcount'
  | 'targetHiredDate'
  | 'hiredDate'
  | 'createdAt'
> & { hiredCandidate: HiredCandidateView | null };

/**
 * Whom a hired requisition hired: the application's candidate as the candidate list names them now (a hire by a
 * signed offer, or by 'Mark as Hired' with a candidate found in the product), else the name and e-mail 'Mark as
 * Hired' recorded for a new candidate. applicationId is null when no application of the company is behind it (any more).
 */
export type HiredCandidateView = { applicationId: string | null; name: string; email: string | null };

const HIRE = `r.requisition->'hired'`;
/**
 * The hired application: the one 'Mark as Hired' found, else the signed offer's as its event carried it, else (an
 * offer signed before the event carried it) the offer's application as the offers read model (rm_offers o) keeps it.
 */
const HIRED_APPLICATION_ID = `coalesce(${HIRE}->'candidate'->>'applicationId', ${HIRE}->>'applicationId', o.application_id::text)::uuid`;
/** The hire's offer and the candidate list's row of the hired application (rm_candidate_list c). */
const HIRED_CANDIDATE_JOIN = `LEFT JOIN rm_offers o ON o.company_id = r.company_id AND o.offer_id = (${HIRE}->>'offerId')::uuid
       LEFT JOIN rm_candidate_list c ON c.company_id = r.company_id AND c.application_id = ${HIRED_APPLICATION_ID}`;
const HIRED_CANDIDATE_COLUMNS = `c.application_id AS "hiredApplicationId",
            coalesce(NULLIF(trim(concat_ws(' ', c.first_name, c.last_name)), ''), ${HIRE}->'candidate'->>'name') AS "hiredName",
            coalesce(c.email, ${HIRE}->'candidate'->>'email') AS "hiredEmail"`;

type HiredColumns = { hiredApplicationId: string | null; hiredName: string | null; hiredEmail: string | null };

const hiredCandidateOf = ({ hiredApplicationId, hiredName, hiredEmail }: HiredColumns): HiredCandidateView | null =>
  hiredName ? { applicationId: hiredApplicationId, name: hiredName, email: hiredEmail } : null;

/**
 * The application a hire names, by the rule of HIRED_APPLICATION_ID: recorded by 'Mark as Hired' or the signed
 * offer's event, else the signed offer's application (an offer signed before its event carried it).
 */
export const hiredApplicationIdOf = async (manager: EntityManager, companyId: string, hired: RequisitionHire): Promise<string | null> => {
  const recorded = hired.candidate?.applicationId ?? hired.applicationId ?? null;
  if (recorded || !hired.offerId) return recorded;
  const [offer]: Array<{ applicationId: string }> = await manager.query(
    `SELECT application_id AS "applicationId" FROM rm_offers WHERE company_id = $1 AND offer_id = $2`,
    [companyId, hired.offerId],
  );
  return offer?.applicationId ?? null;
};

/** One page of a tab, newest first, with the total for the pager. */
export const listRequisitions = async (
  manager: EntityManager,
  visibility: RequisitionVisibility,
  filter: RequisitionListFilter,
): Promise<{ rows: RequisitionListRow[]; total: number }> => {
  const params: unknown[] = [];
  const clauses = visibleSql(visibility, params);
  if (filter.tab === 'MY_REQUISITIONS') params.push(visibility.userId);
  clauses.push(TAB_SQL[filter.tab](`$${params.length}`));
  const search = filter.search?.trim();
  if (search) {
    params.push(`%${escapeLike(search)}%`);
    const n = `$${params.length}`;
    clauses.push(`(r.requisition_name ILIKE ${n} OR r.role_name ILIKE ${n} OR r.opening_id ILIKE ${n})`);
  }
  const inList = (column: string, values?: string[]) => {
    if (!values?.length) return;
    params.push(values);
    clauses.push(`r.${column} = ANY($${params.length}::text[])`);
  };
  inList('department_id', filter.departmentIds);
  inList('location_id', filter.locationIds);
  inList('hiring_progress', filter.hiringProgress);
  const where = clauses.join(' AND ');
  const [{ total }] = await manager.query(`SELECT count(*)::int AS total FROM rm_requisitions r WHERE ${where}`, params);
  params.push(filter.perPage, (filter.page - 1) * filter.perPage);
  const rows: Array<Omit<RequisitionListRow, 'hiredCandidate'> & HiredColumns> = await manager.query(
    `SELECT r.id, r.opening_id AS "openingId", r.requisition_name AS "requisitionName", r.role_name AS "roleName", r.status,
            r.hiring_progress AS "hiringProgress", r.department_id AS "departmentId", r.location_id AS "locationId",
            r.hiring_manager_id AS "hiringManagerId", r.recruiter_ids AS "recruiterIds", r.awaiting_approver_ids AS "awaitingApproverIds",
            r.headcount, to_char(r.target_hired_date, 'YYYY-MM-DD') AS "targetHiredDate", to_char(r.hired_date, 'YYYY-MM-DD') AS "hiredDate",
            r.created_at AS "createdAt", ${HIRED_CANDIDATE_COLUMNS}
       FROM rm_requisitions r ${HIRED_CANDIDATE_JOIN} WHERE ${where}
      ORDER BY r.created_at DESC, r.id ASC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return {
    rows: rows.map(({ hiredApplicationId, hiredName, hiredEmail, ...row }) => ({ ...row, hiredCandidate: hiredCandidateOf({ hiredApplicationId, hiredName, hiredEmail }) })),
    total,
  };
};

export type HiringPlanHighlights = {
  hiringNotStarted: number;
  hiringInProgress: number;
  offerSent: number;
  /** Days from recruiter assignment to hire; null when no hire can be measured (spec 02 §8). */
  averageTimeToFillDays: number | null;
};

/** Spec 02 §2.16 tiles, over the approved requisitions the caller sees. */
export const hiringPlanHighlights = async (manager: EntityManager, visibility: RequisitionVisibility): Promise<HiringPlanHighlights> => {
  const params: unknown[] = [];
  const where = visibleSql(visibility, params).join(' AND ');
  const [row] = await manager.query(
    `SELECT
       count(*) FILTER (WHERE r.status = 'APPROVED' AND r.hiring_progress = 'NOT_STARTED')::int AS "hiringNotStarted",
       count(*) FILTER (WHERE r.status = 'APPROVED' AND r.hiring_progress = 'IN_PROGRESS')::int AS "hiringInProgress",
       count(*) FILTER (WHERE r.status = 'APPROVED' AND r.hiring_progress = 'OFFER_SENT')::int AS "offerSent",
       avg(r.hired_date - r.recruiter_assigned_at::date) FILTER (WHERE r.hired_date >= r.recruiter_assigned_at::date) AS "average"
     FROM rm_requisitions r WHERE ${where}`,
    params,
  );
  return {
    hiringNotStarted: row.hiringNotStarted,
    hiringInProgress: row.hiringInProgress,
    offerSent: row.offerSent,
    averageTimeToFillDays: row.average === null ? null : Math.round(Number(row.average) * 10) / 10,
  };
};

export const findRequisitionRow = (manager: EntityManager, companyId: string, id: string) =>
  manager.getRepository(RequisitionRowEntity).findOneBy({ companyId, id });

/** Requisitions whose pending round names the user as an approver ('Cannot be deleted' as a team member). */
export const countPendingRequisitionApprovals = (manager: EntityManager, companyId: string, userId: string): Promise<number> =>
  manager
    .getRepository(RequisitionRowEntity)
    .createQueryBuilder('r')
    .where('r.company_id = :companyId AND :userId = ANY(r.pending_approver_ids)', { companyId, userId })
    .getCount();

export type { RequisitionStatus };
