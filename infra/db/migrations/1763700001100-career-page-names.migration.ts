import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every company gets the name its public career page is found by (/careers/:companyName): a slug of its name,
 * numbered when another company has it already. The trigger names companies inserted later the same way,
 * whichever path inserts them (self-serve sign-up, the seed, an operator).
 */
export class CareerPageNames1763700001100 implements MigrationInterface {
  name = 'CareerPageNames1763700001100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE FUNCTION company_career_name(company_name text, company_id uuid) RETURNS text LANGUAGE plpgsql AS $$
      DECLARE
        base text := coalesce(nullif(trim(both '-' from regexp_replace(lower(company_name), '[^a-z0-9]+', '-', 'g')), ''), 'company');
        candidate text := base;
        n int := 1;
      BEGIN
        WHILE EXISTS (SELECT 1 FROM companies WHERE lower(career_name) = candidate AND id <> company_id) LOOP
          n := n + 1;
          candidate := base || '-' || n;
        END LOOP;
        RETURN candidate;
      END $$`);
    await runner.query(`
      CREATE FUNCTION companies_name_career_page() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.career_name IS NULL OR trim(NEW.career_name) = '' THEN
          NEW.career_name := company_career_name(NEW.name, NEW.id);
        END IF;
        RETURN NEW;
      END $$`);
    const companies = (await runner.query(`SELECT id, name FROM companies WHERE career_name IS NULL ORDER BY created_at, id`)) as Array<{
      id: string;
      name: string;
    }>;
    for (const company of companies) {
      await runner.query(`UPDATE companies SET career_name = company_career_name($1, $2) WHERE id = $2`, [company.name, company.id]);
    }
    await runner.query(`CREATE UNIQUE INDEX companies_career_name ON companies (lower(career_name))`);
    await runner.query(`
      CREATE TRIGGER companies_career_page BEFORE INSERT ON companies
        FOR EACH ROW EXECUTE FUNCTION companies_name_career_page()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TRIGGER companies_career_page ON companies`);
    await runner.query(`DROP INDEX companies_career_name`);
    await runner.query(`DROP FUNCTION companies_name_career_page()`);
    await runner.query(`DROP FUNCTION company_career_name(text, uuid)`);
  }
}
