import type { EntityManager } from 'typeorm';
import type { PositionType, WorkType } from '@ats/domain/jobs';
import { JobBoardPostingEntity } from './job-board-posting.entity';

export type JobBoardPostingRow = JobBoardPostingEntity;

/** A job's board postings, oldest first. */
export const postingsOfJob = (manager: EntityManager, companyId: string, jobId: string): Promise<JobBoardPostingRow[]> =>
  manager.getRepository(JobBoardPostingEntity).find({ where: { companyId, jobId }, order: { requestedAt: 'ASC', postingId: 'ASC' } });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One posting of the company, or null (another company's answers null too). */
export const findPosting = (manager: EntityManager, companyId: string, postingId: string): Promise<JobBoardPostingRow | null> =>
  UUID.test(postingId) ? manager.getRepository(JobBoardPostingEntity).findOneBy({ companyId, postingId }) : Promise.resolve(null);

/** One job of a company's XML feed: what aggregators read. */
export type FeedJob = {
  postingId: string;
  jobId: string;
  title: string;
  description: string;
  positionType: PositionType | null;
  workType: WorkType | null;
  location: string | null;
  postedAt: Date;
  validThrough: Date | null;
};
export type CompanyFeed = { companyName: string; careerName: string | null; jobs: FeedJob[] };

/**
 * The company's posted postings on `board` whose job is still published on the career page, with what the
 * feed shows of each job; null for an unknown company.
 */
export const companyFeed = async (manager: EntityManager, companyId: string, board: string): Promise<CompanyFeed | null> => {
  if (!UUID.test(companyId)) return null;
  const [company] = (await manager.query(`SELECT name, career_name FROM companies WHERE id = $1`, [companyId])) as Array<{
    name: string;
    career_name: string | null;
  }>;
  if (!company) return null;
  const rows = (await manager.query(
    `SELECT p.posting_id, p.job_id, p.posted_at, j.job->'details'->>'displayName' AS display_name, j.job->>'autoCloseOn' AS auto_close_on,
            j.job->'details'->>'description' AS description, j.job->'details'->>'positionType' AS position_type,
            j.job->'details'->>'workType' AS work_type, l.name AS location
       FROM rm_job_board_postings p
       JOIN rm_job_board_feed_jobs j ON j.job_id = p.job_id AND j.company_id = p.company_id
       LEFT JOIN locations l ON l.id::text = j.job->'details'->>'locationId' AND l.company_id = j.company_id
      WHERE p.company_id = $1 AND p.board = $2 AND p.status = 'POSTED' AND j.listed
      ORDER BY p.posted_at DESC, p.posting_id`,
    [companyId, board],
  )) as Array<Record<string, string | Date | null>>;
  return {
    companyName: company.name,
    careerName: company.career_name,
    jobs: rows.map((row) => ({
      postingId: row.posting_id as string,
      jobId: row.job_id as string,
      title: row.display_name as string,
      description: (row.description as string | null) ?? '',
      positionType: row.position_type as PositionType | null,
      workType: row.work_type as WorkType | null,
      location: row.location as string | null,
      postedAt: new Date(row.posted_at as Date),
      validThrough: row.auto_close_on ? new Date(row.auto_close_on as string) : null,
    })),
  };
};
