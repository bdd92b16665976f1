import type { DataSource } from 'typeorm';
import { SYSTEM_EMAIL_TEMPLATES } from '@ats/domain/email-templates';
import { streamId } from '@ats/domain/shared';
import { createDataSource } from '@ats/infra/db/data-source';
import { createPublishedJob, createTestCompany, stageNamed, type TestCompany } from './support';

const UNKNOWN = 'The rejection email template must be one of your company’s email templates.';

/**
 * Spec 02 §3.5: a stage's rejection e-mail automation names an e-mail template by id; the API takes only a
 * system template or one of the caller's company, and refuses any other with the error object and no event.
 */
describe('rejection e-mail automation template', () => {
  let dataSource: DataSource;
  let company: TestCompany;
  let other: TestCompany;

  const jobEvents = async (jobId: string): Promise<number> => {
    const [{ count }] = await dataSource.query(
      `SELECT count(*)::int AS count FROM events WHERE stream_id = $1`,
      [streamId('job', jobId)],
    );
    return count as number;
  };

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    company = await createTestCompany('rejection-template');
    other = await createTestCompany('rejection-template-other');
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  it('refuses another company’s template id or free text with 400 and changes nothing; takes its own and a system one', async () => {
    const job = await createPublishedJob(company.admin, 'Rejection template job');
    const path = `/company-roles/${job.id}/stages/${stageNamed(job, 'Screening').id}/automations`;
    const automations = (template: string) =>
      company.admin.put(path, {
        archiveUnresponsiveAfterDays: null,
        autoProgressQualified: false,
        autoArchiveUnderQualified: false,
        // The stage has a candidate task, so its invitation e-mail stays on (spec 02 §5.5).
        invitationEmail: true,
        sender: 'NOREPLY',
        rejectionEmail: { template, sendAfterDays: 2 },
      });
    const added = async (api: TestCompany['admin']) => {
      const response = await api.post<{ id: string }>('/company-email-templates', {
        title: 'Polite rejection',
        subject: 'Your application',
        body: '<p>Thank you.</p>',
        type: 'REJECTION_EMAIL',
      });
      expect(response.status).toBe(201);
      return response.body.id;
    };
    const theirs = await added(other.admin);
    const own = await added(company.admin);

    const before = await jobEvents(job.id);
    expect(before).toBeGreaterThan(0);
    for (const template of [theirs, 'Dear candidate, thank you.']) {
      const refused = await automations(template);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message: UNKNOWN, statusCode: 400, success: false, errorCode: 'rejection-template-unknown' });
    }
    expect(await jobEvents(job.id)).toBe(before);

    expect((await automations(own)).status).toBe(200);
    const system = SYSTEM_EMAIL_TEMPLATES.find((template) => template.type === 'REJECTION_EMAIL');
    expect((await automations(system!.id)).status).toBe(200);
    expect(await jobEvents(job.id)).toBe(before + 2);
  });
});
