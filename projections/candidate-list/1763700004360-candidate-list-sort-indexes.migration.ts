import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the list at a million applications (issue 8's bench), all led by the company and the tab: a tab's
 * rows of some jobs (the job filter, and the job-status groups counted up to the cap), and the offered sorts
 * (spec 02 §3.9 `sort`: name, job name, stage name) in the list's order, ties by the application's id, so a
 * page is read from the index's start instead of sorting the whole tab. Last activity and applied date had theirs.
 * Plain CREATE INDEX: typeorm runs a migration in a transaction, where CONCURRENTLY is not allowed.
 */
export class CandidateListSortIndexes1763700004360 implements MigrationInterface {
  name = 'CandidateListSortIndexes1763700004360';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE INDEX rm_candidate_list_tab_job ON rm_candidate_list (company_id, status, job_id, stage_id)`);
    await runner.query(
      `CREATE INDEX rm_candidate_list_sort_name ON rm_candidate_list (company_id, status, lower(first_name), lower(last_name), application_id)`,
    );
    await runner.query(`CREATE INDEX rm_candidate_list_sort_job_name ON rm_candidate_list (company_id, status, lower(job_name), application_id)`);
    await runner.query(`CREATE INDEX rm_candidate_list_sort_stage_name ON rm_candidate_list (company_id, status, lower(stage_name), application_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX rm_candidate_list_tab_job, rm_candidate_list_sort_name, rm_candidate_list_sort_job_name, rm_candidate_list_sort_stage_name`);
  }
}
