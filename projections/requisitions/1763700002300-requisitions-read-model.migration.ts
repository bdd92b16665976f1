import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RequisitionsReadModel1763700002300 implements MigrationInterface {
  name = 'RequisitionsReadModel1763700002300';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE rm_requisitions (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL,
        opening_id text NOT NULL,
        requisition_name text NOT NULL,
        role_name text NOT NULL,
        status text NOT NULL,
        hiring_progress text NOT NULL,
        department_id text NOT NULL,
        location_id text NOT NULL,
        hiring_manager_id text NOT NULL,
        created_by_id text NOT NULL,
        recruiter_ids text[] NOT NULL,
        approver_ids text[] NOT NULL,
        pending_approver_ids text[] NOT NULL,
        awaiting_approver_ids text[] NOT NULL,
        headcount int NOT NULL,
        target_hired_date date NOT NULL,
        hired_date date,
        recruiter_assigned_at timestamptz NOT NULL,
        approved_at timestamptz,
        requisition jsonb NOT NULL,
        revision int NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await runner.query(`CREATE INDEX rm_requisitions_company_status ON rm_requisitions (company_id, status)`);
    await runner.query(`CREATE INDEX rm_requisitions_pending_approvers ON rm_requisitions USING GIN (pending_approver_ids)`);
    // Company default approval flows per subject type (issue 10): relational settings, not a read model.
    await runner.query(`
      CREATE TABLE approval_flow_defaults (
        company_id uuid NOT NULL,
        subject_type text NOT NULL,
        flow jsonb NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (company_id, subject_type)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE approval_flow_defaults`);
    await runner.query(`DROP TABLE rm_requisitions`);
  }
}
