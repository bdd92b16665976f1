import { DataSource } from 'typeorm';
import { ALL_JOBS, jobPermissionStrings, type CollaboratorPermission } from '@ats/domain/identity';
import { DEFAULT_STAGE_NAMES } from '@ats/domain/jobs';
import { createDataSource, migrate } from '../db/data-source';
import { UserEntity } from '../db/entities/user.entity';
import { DEMO_COMPANY, SECOND_COMPANY, seedCompany, seededId } from '../db/seed';
import { signInThroughApi } from './api-sign-in';

const DEMO_ADMIN = 'admin@demo-ats.example';
const DEMO_HIRING_MANAGER = 'hiring.manager@demo-ats.example';

type Stage = { id: string; name: string };
type Job = { id: string; stages: Stage[] };

const DEMO_CANDIDATES: Array<[string, string, string, string | null]> = [
  ['Layla', 'Nasser', 'sourced', 'LinkedIn'],
  ['Ahmed', 'Saleh', 'applied', 'Career page'],
  ['Fatima', 'Al Amiri', 'referral', 'Employee referral'],
  ['John', 'Carter', 'agency', 'TalentBridge'],
  ['Noor', 'Hassan', 'applied', 'Career page'],
  ['Karim', 'Yousef', 'sourced', 'GitHub'],
  ['Maya', 'Rahman', 'applied', 'Job board'],
  ['Daniel', 'Okafor', 'sourced', 'LinkedIn'],
  ['Hana', 'Tamimi', 'applied', 'Career page'],
  ['Ravi', 'Menon', 'referral', 'Employee referral'],
  ['Elena', 'Petrova', 'applied', 'Job board'],
  ['Tariq', 'Bakr', 'sourced', 'Conference'],
];

/**
 * The demo hiring manager collaborates on the backend job: sees it, its candidates in every stage, and may
 * move them and e-mail them (an interviewer's actions come only from such per-job permissions).
 */
const giveHiringManagerTheJob = async (dataSource: DataSource, jobId: string) => {
  const id = seededId('user', DEMO_HIRING_MANAGER);
  const user = await dataSource.getRepository(UserEntity).findOneBy({ id });
  if (!user || user.collaboratorPermissions.some((entry) => entry.jobRoleId === jobId || entry.jobRoleId === ALL_JOBS)) return;
  const entry: CollaboratorPermission = {
    jobRoleId: jobId,
    permissions: jobPermissionStrings(['ACCESS_PROFILE', 'MOVE_STAGES_AND_SEND_EMAILS']),
    stageIds: null,
  };
  const collaboratorPermissions = [...user.collaboratorPermissions, entry];
  await dataSource.transaction(async (manager) => {
    await manager.getRepository(UserEntity).update({ id }, { collaboratorPermissions });
    await manager.query(
      `INSERT INTO audit_log (company_id, actor_id, entity, entity_id, action, before, after) VALUES ($1, 'seed', 'user', $2, 'update', $3, $4)`,
      [user.companyId, id, { collaboratorPermissions: user.collaboratorPermissions }, { collaboratorPermissions }],
    );
  });
};

/**
 * Demo data: the demo and second companies with their users, then jobs and candidates written through the
 * real HTTP API as the demo admin, signed in by e-mail code like anyone (so they are events like any
 * other, with her as the actor). Fixed idempotency keys make a second run a no-op.
 */
export const seedDemo = async (apiUrl: string, databaseUrl: string, log: (line: string) => void = console.log) => {
  const dataSource: DataSource = createDataSource(databaseUrl);
  await dataSource.initialize();
  try {
    await migrate(dataSource);
    await seedCompany(dataSource, DEMO_COMPANY);
    await seedCompany(dataSource, SECOND_COMPANY);
    await seedJobsAndCandidates(apiUrl, databaseUrl, dataSource);
  } finally {
    await dataSource.destroy();
  }
  log(`Demo data ready: ${DEMO_CANDIDATES.length} candidates in 2 jobs of "${DEMO_COMPANY.name}"`);
};

const seedJobsAndCandidates = async (apiUrl: string, databaseUrl: string, dataSource: DataSource) => {
  const { accessToken } = await signInThroughApi(apiUrl, databaseUrl, DEMO_ADMIN);
  const call = async <T>(method: string, path: string, key: string | null, body?: unknown): Promise<T> => {
    const response = await fetch(`${apiUrl}/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${accessToken}`,
        ...(key ? { 'idempotency-key': `demo-seed:${key}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const payload = (await response.json()) as T & { message?: string };
    // A re-run meets "already published" and the like: the data is there, which is all a seed wants.
    if (!response.ok && response.status !== 409) throw new Error(`${method} ${path}: ${payload.message}`);
    return payload;
  };

  /** A location or department by name: found on a re-run, added otherwise (settings have no idempotency key). */
  const ensureSetting = async (path: string, name: string, body: object = {}) => {
    const existing = (await call<Array<{ id: string; name: string }>>('GET', path, null)).find((row) => row.name === name);
    return existing ?? call<{ id: string }>('POST', path, null, { name, ...body });
  };
  const dubai = await ensureSetting('/locations', 'Dubai');
  const engineering = await ensureSetting('/departments', 'Engineering', { headOfDepartmentId: null });
  const design = await ensureSetting('/departments', 'Design', { headOfDepartmentId: null });

  const details = (name: string, departmentId: string, description: string, mustHave: string) => ({
    name,
    displayName: name,
    description,
    positionType: 'FULL_TIME',
    departmentId,
    locationId: dubai.id,
    workType: 'HYBRID',
    mustHaveRequirements: mustHave,
    niceToHaveRequirements: '',
    keyRequirements: '',
    perksAndBenefits: 'Health insurance, annual flight home, learning budget.',
  });
  const createJob = async (key: string, name: string, stages: readonly string[], jobDetails?: object, kind = 'JOB') => {
    const created = await call<{ id: string; position: string }>('POST', '/company-roles', `job:${key}`, { name, stages, kind, details: jobDetails });
    await call('PATCH', `/company-roles/publish/${created.id}`, `publish:${key}`);
    return call<Job>('GET', `/company-roles/${created.id}?afterPosition=${created.position}`, null);
  };

  const backend = await createJob(
    'backend',
    'Senior Backend Engineer',
    DEFAULT_STAGE_NAMES,
    details('Senior Backend Engineer', engineering.id, 'Design and run the services behind our hiring platform.', 'Five years of TypeScript or Go; PostgreSQL.'),
  );
  const designer = await createJob(
    'designer',
    'Product Designer',
    ['Portfolio review', 'Interview', 'Offer'],
    details('Product Designer', design.id, 'Shape how recruiters and candidates use the product.', 'A portfolio of shipped product work.'),
  );
  // The auto-close and job-board posting workflows show in the Temporal UI from the first start.
  const inThirtyDays = new Date(Date.now() + 30 * 86_400_000).toISOString();
  await call('POST', `/company-roles/${designer.id}/set-auto-close-on`, 'auto-close:designer', { autoCloseOn: inThirtyDays });
  await call('POST', `/company-roles/${backend.id}/job-board-postings`, 'posting:backend:xml-feed', { board: 'xml-feed', tier: 'BASIC' });
  // Every company keeps its talent pool and general applications as jobs of their own kind (spec 02 §2.2).
  await createJob('talent-pool', 'Talent pool', DEFAULT_STAGE_NAMES, undefined, 'TALENT_POOL');
  await createJob('general-applications', 'General applications', DEFAULT_STAGE_NAMES, undefined, 'GENERAL_APPLICATIONS');
  await giveHiringManagerTheJob(dataSource, backend.id);
  // Screening archives candidates who stay there 7 days: these show as running workflows in Temporal.
  const screening = backend.stages.find((stage) => stage.name === 'Screening');
  if (screening) {
    // Archiving the unresponsive needs something to respond to: a screening question (spec 02 §5.5).
    await call('PUT', `/company-roles/${backend.id}/stages/${screening.id}/candidate-tasks`, 'tasks:backend:screening', {
      tasks: [
        {
          id: 'notice-period',
          type: 'SHORTLISTING_QUESTIONS',
          questions: [{ id: 'notice', title: 'What is your notice period in weeks?', answerType: 'NUMERIC' }],
        },
      ],
    });
    await call('PUT', `/company-roles/${backend.id}/stages/${screening.id}/automations`, 'automation:backend:screening', {
      archiveUnresponsiveAfterDays: 7,
    });
  }

  // The agency that brought the agency candidate (origin 'agency' needs one, spec 02 §5.7), assigned to both jobs.
  const talentBridge = await ensureSetting('/agencies', 'TalentBridge', {
    contactName: 'Omar Haddad',
    contactEmail: 'omar@talentbridge.example',
    jobIds: [backend.id, designer.id],
  });

  for (const [index, [firstName, lastName, origin, source]] of DEMO_CANDIDATES.entries()) {
    const job = index % 3 === 2 ? designer : backend;
    const added = await call<{ id: string; revision: number }>('POST', '/job-applications', `candidate:${index}`, {
      jobId: job.id,
      origin,
      source,
      ...(origin === 'agency' ? { agency: talentBridge.id } : {}),
      firstName,
      lastName,
      email: `${firstName}.${lastName}`.toLowerCase().replace(/\s+/g, '') + '@example.com',
      phone: `+971 50${String(1000000 + index * 7919).slice(0, 7)}`,
    });
    // Spread candidates over the pipeline; some land in Screening, where auto-archive waits.
    const target = job.stages[2 + (index % 3)];
    if (target) {
      await call('POST', `/job-applications/${added.id}/move-to-stage`, `move:${index}`, {
        stageId: target.id,
        expectedRevision: 0,
      });
    }
  }
};
