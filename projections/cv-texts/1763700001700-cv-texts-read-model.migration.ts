import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The text of each application's CVs for CV search (spec 02 §2.11, §3.9): full-text search over a tsvector
 * ('simple' configuration: CVs come in many languages, so no one language's stemming) and substring search
 * over the text with trigrams. Personal data: keyed by application and candidate so erasure deletes it.
 */
export class CvTextsReadModel1763700001700 implements MigrationInterface {
  name = 'CvTextsReadModel1763700001700';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await runner.query(`
      CREATE TABLE rm_cv_texts (
        file_id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        application_id uuid NOT NULL,
        candidate_id uuid NOT NULL,
        content_type text NOT NULL,
        uploaded_at timestamptz NOT NULL,
        text text,
        unreadable boolean NOT NULL DEFAULT false,
        extraction_attempts int NOT NULL DEFAULT 0,
        search tsvector GENERATED ALWAYS AS (to_tsvector('simple', coalesce(text, ''))) STORED
      )`);
    await runner.query(`CREATE INDEX rm_cv_texts_search ON rm_cv_texts USING gin (search)`);
    await runner.query(`CREATE INDEX rm_cv_texts_trigram ON rm_cv_texts USING gin (text gin_trgm_ops)`);
    await runner.query(`CREATE INDEX rm_cv_texts_application ON rm_cv_texts (application_id)`);
    await runner.query(`CREATE INDEX rm_cv_texts_candidate ON rm_cv_texts (candidate_id)`);
    // The indexer's queue: CVs whose text is still to be read.
    await runner.query(`CREATE INDEX rm_cv_texts_pending ON rm_cv_texts (uploaded_at) WHERE text IS NULL AND NOT unreadable`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE rm_cv_texts`);
  }
}
