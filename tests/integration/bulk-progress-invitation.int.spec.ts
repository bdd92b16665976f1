import { candidateInput, createPublishedJob, createTestCompany, eventually, processStarterPassed, type TestCompany } from './support';

const NO_INVITATION = 'There is no invitation email added for this stage. Please edit the job to add an invitation email.';

type Stage = { id: string; name: string; automations: { invitationEmail: boolean } };

/**
 * Bulk 'Progress to a stage' with 'send invitation e-mail' (spec 02 §2.14, §3.5; its message in 02's candidate
 * messages): asked for a stage that has no invitation e-mail, each application fails with the spec's words and
 * stays where it was; to a stage that has one, each moves and is invited; left out, the invitation goes only where
 * the stage has one.
 */
describe('bulk progress with the invitation e-mail', () => {
  let company: TestCompany;
  let job: Awaited<ReturnType<typeof createPublishedJob>>;
  let withInvitation: Stage;
  let withoutInvitation: Stage;

  const add = async (firstName: string) => {
    const added = await company.admin.post('/job-applications', candidateInput(job.id, { firstName }));
    expect(added.status).toBe(201);
    return added.body.id as string;
  };
  /** The action once finished: its counts, and the items not applied (failed or skipped) with why. */
  const run = async (body: Record<string, unknown>) => {
    const queued = await company.admin.post('/bulk-actions/progress-stage-change', body);
    expect(queued.status).toBe(201);
    const status = await eventually(async () => {
      const current = (await company.admin.get<{ finished: boolean; completedCount: number; failedCount: number }>(`/bulk-actions/status/${queued.body.id}`)).body;
      return current.finished ? current : null;
    }, 60_000);
    const notApplied = await eventually(async () => {
      const { items } = (await company.admin.get<{ items: Array<{ outcome: string; reason: string | null }> }>(`/bulk-actions/status/${queued.body.id}/items`)).body;
      const failed = items.filter((item) => item.outcome === 'FAILED');
      return failed.length === status.failedCount ? failed : null;
    });
    return { completed: status.completedCount, failed: notApplied.map((item) => item.reason) };
  };
  const stageOf = async (id: string) => {
    const { headPosition } = (await (await fetch(`${process.env.API_URL}/api/health`)).json()) as { headPosition: string };
    return (await company.admin.get<{ stageId: string }>(`/job-applications/${id}?afterPosition=${headPosition}`)).body.stageId;
  };
  /** Once the stage-invitation process has read everything recorded so far: no e-mail by then means none will come. */
  const noneStarted = async () => {
    const { headPosition } = (await (await fetch(`${process.env.API_URL}/api/health`)).json()) as { headPosition: string };
    await processStarterPassed(company.admin, 'stage-invitation', headPosition);
  };
  const emailCount = async (id: string) => (await company.admin.get<{ items: unknown[] }>(`/job-applications/${id}/emails`)).body.items.length;

  beforeAll(async () => {
    company = await createTestCompany('bulk-invitation');
    job = await createPublishedJob(company.admin, 'Invitation Engineer');
    const stages = job.stages as unknown as Stage[];
    withInvitation = stages.find((stage) => stage.automations.invitationEmail)!;
    withoutInvitation = stages.find((stage) => !stage.automations.invitationEmail && stage.name === 'Interview')!;
    expect([withInvitation, withoutInvitation].every(Boolean)).toBe(true);
  }, 120_000);

  it('asked to send the invitation to a stage without one: each application fails with the spec’s message and is not moved', async () => {
    const ids = [await add('Nadia'), await add('Yusuf')];
    const before = await stageOf(ids[0]!);
    expect(await run({ applicationIds: ids, stageId: withoutInvitation.id, sendInvitationEmail: true })).toEqual({ completed: 0, failed: [NO_INVITATION, NO_INVITATION] });
    expect(await stageOf(ids[0]!)).toBe(before);
    expect(await emailCount(ids[0]!)).toBe(0);
  });

  it('to a stage with one, each moves and is invited; without asking, a stage without one just moves', async () => {
    const invited = await add('Rania');
    expect(await run({ applicationIds: [invited], stageId: withInvitation.id, sendInvitationEmail: true })).toEqual({ completed: 1, failed: [] });
    expect(await stageOf(invited)).toBe(withInvitation.id);
    // The stage-invitation process sends it a moment after the move.
    await eventually(async () => (await emailCount(invited)) === 1);

    const moved = await add('Karim');
    expect(await run({ applicationIds: [moved], stageId: withoutInvitation.id })).toEqual({ completed: 1, failed: [] });
    expect(await stageOf(moved)).toBe(withoutInvitation.id);
    await noneStarted();
    expect(await emailCount(moved)).toBe(0);
  });

  it('asked not to send it, moves each into a stage that has one without inviting them', async () => {
    const quiet = await add('Laila');
    expect(await run({ applicationIds: [quiet], stageId: withInvitation.id, sendInvitationEmail: false })).toEqual({ completed: 1, failed: [] });
    expect(await stageOf(quiet)).toBe(withInvitation.id);
    await noneStarted();
    expect(await emailCount(quiet)).toBe(0);
  });
});
