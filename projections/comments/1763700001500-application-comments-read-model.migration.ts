import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ApplicationCommentsReadModel1763700001500 implements MigrationInterface {
  name = 'ApplicationCommentsReadModel1763700001500';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE rm_application_comments (
        comment_id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        application_id uuid NOT NULL,
        job_id uuid NOT NULL,
        candidate_id uuid NOT NULL,
        parent_comment_id uuid,
        author_id uuid NOT NULL,
        author_name text NOT NULL,
        confidential boolean NOT NULL,
        text text,
        erased boolean NOT NULL DEFAULT false,
        mentioned_user_ids jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL,
        edited_at timestamptz,
        deleted_at timestamptz,
        revision int NOT NULL
      )`);
    // The profile lists an application's comments in order; reply counts group by parent.
    await runner.query(`CREATE INDEX rm_application_comments_application ON rm_application_comments (company_id, application_id, created_at)`);
    await runner.query(`CREATE INDEX rm_application_comments_parent ON rm_application_comments (parent_comment_id) WHERE parent_comment_id IS NOT NULL`);
    await runner.query(`CREATE INDEX rm_application_comments_candidate ON rm_application_comments (candidate_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE rm_application_comments`);
  }
}
