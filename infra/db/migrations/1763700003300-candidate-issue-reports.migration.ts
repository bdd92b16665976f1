import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Candidates' problem reports from task pages (issue 12; spec 03 §2.3 "Report an issue", §3 "Issue report"): the
 * description and the attached files' blobs (the blob store, under the company), the task it is about, when.
 */
export class CandidateIssueReports1763700003300 implements MigrationInterface {
  name = 'CandidateIssueReports1763700003300';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE candidate_issue_reports (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        application_id uuid NOT NULL,
        stage_id text NOT NULL,
        task_id text NOT NULL,
        page text NOT NULL CHECK (page IN ('quiz', 'video', 'assignment')),
        candidate_user_id uuid NOT NULL,
        description text NOT NULL,
        files jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX candidate_issue_reports_company ON candidate_issue_reports (company_id, created_at DESC)`);
    await runner.query(`CREATE INDEX candidate_issue_reports_application ON candidate_issue_reports (application_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE candidate_issue_reports`);
  }
}
