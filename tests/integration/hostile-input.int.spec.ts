import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@ats/infra/db/data-source';
import { EVENTS_PER_TRANSACTION } from '@ats/infra/event-store/postgres-event-store';
import {
  candidateInput,
  createPublishedJob,
  createTestCompany,
  documentedOperations,
  fetchApiDocument,
  sendRaw,
  signIn,
  stageNamed,
  type ApiDocument,
  type DocumentedOperation,
  type OpenApiSchema,
  type TestCompany,
} from './support';
import { candidateSession } from './candidate-session';

/**
 * Every operation of the live OpenAPI document, tried as an attacker would (issue 6 item 8): wrong types,
 * oversize strings, NUL characters, over-deep and oversized bodies, other content types, missing required
 * fields, out-of-range numbers and page numbers. Each must answer a 4xx with the error object and change
 * nothing. Routes come from the document, so a new one is walked without anyone listing it.
 */

/** What a variant must answer: an exact status, or any 4xx where the route decides (e.g. 404 for a bad id). */
type Expected = number | '4xx';
type Variant = { name: string; method: string; path: string; body?: string | Buffer; contentType?: string; expect: Expected };

const JSON_TYPE = 'application/json';
const NUL = 'a\u0000b';
const TWO_MEGABYTES = 2 * 1024 * 1024;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Fixtures = { jobId: string; stageId: string; applicationId: string; memberId: string; adminId: string };

const resolveSchema = (document: ApiDocument, schema: OpenApiSchema | undefined): OpenApiSchema => {
  if (!schema) return {};
  if (!schema.$ref) return schema;
  return resolveSchema(document, document.components.schemas[schema.$ref.split('/').pop() as string]);
};

/** A plausible value from the schema alone: its example, first enum value, or a value of its type. */
const sampleOf = (document: ApiDocument, raw: OpenApiSchema | undefined): unknown => {
  const schema = resolveSchema(document, raw);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      return schema.format === 'uuid' ? randomUUID() : 'Text';
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [sampleOf(document, schema.items)];
    default:
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sampleOf(document, property)]));
  }
};

/** Values of the wrong type, out of range, too long, too many or holding NUL for one field's schema. */
const malformedValues = (document: ApiDocument, raw: OpenApiSchema): Array<{ name: string; value: unknown }> => {
  const schema = resolveSchema(document, raw);
  switch (schema.type) {
    case 'string':
      return [
        { name: 'a number for a string', value: 12345 },
        { name: 'NUL', value: NUL },
        { name: 'oversize string', value: 'x'.repeat((schema.maxLength ?? 100_000) + 1) },
        ...(schema.enum ? [{ name: 'a value outside the enum', value: 'NOT_ONE_OF_THEM' }] : []),
      ];
    case 'integer':
    case 'number':
      return [
        { name: 'text for a number', value: 'not a number' },
        { name: 'beyond any bound', value: 1e20 },
        ...(schema.maximum !== undefined ? [{ name: 'above the maximum', value: schema.maximum + 1 }] : []),
        ...(schema.minimum !== undefined ? [{ name: 'below the minimum', value: schema.minimum - 1 }] : []),
        ...(schema.type === 'integer' ? [{ name: 'a fraction for an integer', value: 1.5 }] : []),
      ];
    case 'boolean':
      return [{ name: 'text for a boolean', value: 'yes' }];
    case 'array': {
      const item = sampleOf(document, schema.items);
      return [
        { name: 'text for a list', value: 'not a list' },
        { name: 'too many items', value: Array.from({ length: (schema.maxItems ?? 10_000) + 1 }, () => item) },
        ...malformedValues(document, schema.items ?? {}).map(({ name, value }) => ({ name: `an item: ${name}`, value: [value] })),
      ];
    }
    default:
      return [{ name: 'text for an object', value: 'not an object' }];
  }
};

/** Body variants: each field made malformed in turn (nested objects too), each required field left out. */
const bodyVariants = (document: ApiDocument, raw: OpenApiSchema): Array<{ name: string; body: unknown }> => {
  const schema = resolveSchema(document, raw);
  const base = sampleOf(document, schema) as Record<string, unknown>;
  return Object.entries(schema.properties ?? {}).flatMap(([field, property]) => {
    const nested = resolveSchema(document, property);
    const inner = nested.properties
      ? bodyVariants(document, nested).map(({ name, body }) => ({ name: `${field}.${name}`, body: { ...base, [field]: body } }))
      : [];
    const { [field]: _left, ...missing } = base;
    return [
      ...malformedValues(document, property).map(({ name, value }) => ({ name: `${field}: ${name}`, body: { ...base, [field]: value } })),
      ...inner,
      ...(schema.required?.includes(field) ? [{ name: `${field}: missing`, body: missing }] : []),
    ];
  });
};

/** Real ids where the route names a known resource, so a wrongly accepted request would really change it. */
const pathWith = (path: string, fixtures: Fixtures, override?: { name: string; value: string }) =>
  path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (override?.name === name) return override.value;
    if (name === 'stageId') return fixtures.stageId;
    if (path.startsWith('/api/company-roles/company-users/') || path.startsWith('/api/auth/resend-invite/')) return fixtures.memberId;
    if (path.startsWith('/api/company-roles/')) return fixtures.jobId;
    if (path.startsWith('/api/job-applications/')) return fixtures.applicationId;
    if (path.startsWith('/api/auth/info/user/')) return fixtures.adminId;
    return randomUUID();
  });

const queryValues = (document: ApiDocument, raw: OpenApiSchema | undefined): Array<{ name: string; value: string }> => {
  const schema = resolveSchema(document, raw);
  if (schema.type === 'integer' || schema.type === 'number') {
    return [
      { name: 'text for a number', value: 'abc' },
      { name: 'beyond 64 bits', value: `9${'9'.repeat(30)}` },
      ...(schema.maximum !== undefined ? [{ name: 'above the maximum', value: String(schema.maximum + 1) }] : []),
    ];
  }
  if (schema.type === 'boolean') return [{ name: 'text for a boolean', value: 'maybe' }];
  return [
    { name: 'oversize', value: 'x'.repeat((schema.maxLength ?? 5_000) + 1) },
    ...(schema.enum || schema.pattern ? [{ name: 'outside the enum or pattern', value: 'NOT_ONE_OF_THEM' }] : []),
  ];
};

const variantsOf = (document: ApiDocument, { method, path, operation }: DocumentedOperation, fixtures: Fixtures): Variant[] => {
  const at = pathWith(path, fixtures);
  const variants: Variant[] = [
    { name: 'NUL in the query string', method, path: `${at}?anything=${encodeURIComponent(NUL)}`, expect: 400 },
    { name: 'a malformed percent-encoding', method, path: `${at}?anything=%E0%A4%A`, expect: 400 },
  ];
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path') {
      variants.push(
        { name: `NUL in path parameter ${parameter.name}`, method, path: pathWith(path, fixtures, { name: parameter.name, value: encodeURIComponent(NUL) }), expect: 400 },
        { name: `oversize path parameter ${parameter.name}`, method, path: pathWith(path, fixtures, { name: parameter.name, value: 'x'.repeat(5_000) }), expect: '4xx' },
      );
    } else if (parameter.in === 'query') {
      variants.push({ name: `NUL in query parameter ${parameter.name}`, method, path: `${at}?${parameter.name}=${encodeURIComponent(NUL)}`, expect: 400 });
      for (const { name, value } of queryValues(document, parameter.schema)) {
        variants.push({ name: `query parameter ${parameter.name}: ${name}`, method, path: `${at}?${parameter.name}=${encodeURIComponent(value)}`, expect: 400 });
      }
    }
  }
  if (!WRITES.has(method)) return variants;

  const schema = operation.requestBody?.content[JSON_TYPE]?.schema;
  const valid = JSON.stringify(schema ? sampleOf(document, schema) : {});
  let deep = '1';
  for (let level = 0; level < 5_000; level += 1) deep = `{"a":${deep}}`;
  variants.push(
    { name: 'a 2 MB body', method, path: at, contentType: JSON_TYPE, body: `{"a":"${'x'.repeat(TWO_MEGABYTES)}"}`, expect: 413 },
    { name: 'a text/plain body', method, path: at, contentType: 'text/plain', body: valid, expect: 415 },
    { name: 'a form body', method, path: at, contentType: 'application/x-www-form-urlencoded', body: 'a=1', expect: 415 },
    { name: 'a body without a content type', method, path: at, body: Buffer.from(valid), expect: 415 },
    { name: 'JSON nested 5000 levels', method, path: at, contentType: JSON_TYPE, body: deep, expect: 400 },
    { name: 'malformed JSON', method, path: at, contentType: JSON_TYPE, body: '{"a":', expect: 400 },
    { name: 'a NUL in a key', method, path: at, contentType: JSON_TYPE, body: JSON.stringify({ [NUL]: 1 }), expect: 400 },
  );
  if (schema) {
    variants.push(
      { name: 'a list for the body', method, path: at, contentType: JSON_TYPE, body: '[]', expect: 400 },
      // Without required fields an empty object is a legitimate no-op (e.g. an update that changes nothing).
      ...(resolveSchema(document, schema).required?.length
        ? [{ name: 'an empty body object', method, path: at, contentType: JSON_TYPE, body: '{}', expect: 400 as Expected }]
        : []),
      ...bodyVariants(document, schema).map(({ name, body }) => ({ name, method, path: at, contentType: JSON_TYPE, body: JSON.stringify(body), expect: 400 as Expected })),
    );
  }
  return variants;
};

const isErrorObject = (body: unknown, status: number): boolean => {
  const error = body as Record<string, unknown> | null;
  return (
    !!error &&
    typeof error.message === 'string' &&
    error.message.length > 0 &&
    error.statusCode === status &&
    error.success === false &&
    typeof error.errorCode === 'string' &&
    typeof error.path === 'string' &&
    error.path.startsWith('/api')
  );
};

/**
 * Everything a malformed request could have changed for this company, or globally where public routes
 * write without a company (sign-ups, candidate users, codes, mail): event counts per company rather than the
 * store's head, which other companies' automations move meanwhile.
 */
const stateOf = async (dataSource: DataSource, companyId: string) => {
  const [row] = await dataSource.query(
    `SELECT
       (SELECT count(*) FROM events WHERE metadata->>'companyId' = $1::text) AS events,
       -- last_active_at moves with any signed-in request once a minute has passed: presence, not state a request changed.
       (SELECT md5(coalesce(string_agg((to_jsonb(u) - 'last_active_at')::text, ',' ORDER BY u.id), '')) FROM users u WHERE u.company_id = $1::uuid) AS users,
       (SELECT md5(c::text) FROM companies c WHERE c.id = $1::uuid) AS company,
       (SELECT count(*) FROM users) AS all_users,
       (SELECT count(*) FROM companies) AS all_companies,
       (SELECT count(*) FROM candidate_users) AS candidate_users,
       (SELECT count(*) FROM auth_otp_codes) AS otp_codes,
       (SELECT count(*) FROM auth_refresh_tokens WHERE revoked_at IS NULL) AS live_refresh_tokens,
       -- Notification e-mails follow notifications, which other companies' automations keep causing (an approval's
       -- reminders, every test "day"); a request that caused one would show in the events. Other companies' mail
       -- (a rejection e-mail N test "days" after an automatic archive, a candidate's reminder) is theirs; this
       -- company's and mail of no company (codes, sign-ups) are counted.
       (SELECT count(*) FROM mail_outbox WHERE kind <> 'NOTIFICATION' AND (company_id = $1::uuid OR company_id IS NULL)) AS mail,
       (SELECT count(*) FROM audit_log) AS audit_rows`,
    [companyId],
  );
  // Notifications keep arriving from the setup's events; those that exist must keep their flags.
  const notifications = (await dataSource.query(
    `SELECT n.id, COALESCE(m.is_read, false) AS is_read, COALESCE(m.is_important, false) AS is_important, m.deleted_at
       FROM inbox_notifications n LEFT JOIN inbox_notification_marks m ON m.notification_id = n.id
      WHERE n.company_id = $1 ORDER BY n.id`,
    [companyId],
  )) as Array<{ id: string; is_read: boolean; is_important: boolean; deleted_at: Date | null }>;
  return { ...row, notifications };
};

const isCandidateOperation = ({ operation }: DocumentedOperation) => (operation as unknown as Record<string, unknown>)['x-ats-candidate-token'] === true;

describe('hostile input', () => {
  let candidateToken: string;
  let company: TestCompany;
  let fixtures: Fixtures;
  let document: ApiDocument;
  let dataSource: DataSource;

  beforeAll(async () => {
    company = await createTestCompany('hostile');
    const job = await createPublishedJob(company.admin, 'Hostile Input Engineer');
    const added = await company.admin.post('/job-applications', candidateInput(job.id));
    expect(added.status).toBe(201);
    const member = await company.admin.post('/auth/company/createUser', {
      email: `member.${randomUUID().slice(0, 8)}@${company.adminEmail.split('@')[1]}`,
      firstName: 'Hana',
      lastName: 'Member',
      accessType: 'COMPANY_EMPLOYEE',
      sendInvite: false,
    });
    expect(member.status).toBe(201);
    fixtures = {
      jobId: job.id,
      stageId: stageNamed(job, 'Screening').id,
      applicationId: added.body.id,
      memberId: member.body.id,
      adminId: company.userIds[company.adminEmail] as string,
    };
    candidateToken = (await candidateSession(`hostile.candidate.${randomUUID().slice(0, 8)}@example.com`)).token.accessToken;
    document = await fetchApiDocument();
    dataSource = createDataSource(process.env.DATABASE_URL as string, { poolSize: 2 });
    await dataSource.initialize();
    // Signed in before the first measurement: the session itself is not a change under test.
    await signIn(company.adminEmail);
    await company.admin.get(`/job-applications/${added.body.id}?afterPosition=${added.body.position}`);
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  it('documents a bound for every field a request carries', () => {
    const unbounded: string[] = [];
    const check = (where: string, raw: OpenApiSchema | undefined, seen: Set<string>) => {
      const schema = resolveSchema(document, raw);
      if (raw?.$ref) {
        if (seen.has(raw.$ref)) return;
        seen.add(raw.$ref);
      }
      if (schema.type === 'string' && schema.maxLength === undefined && !schema.enum && schema.format !== 'uuid') unbounded.push(`${where}: no maxLength`);
      if ((schema.type === 'integer' || schema.type === 'number') && schema.maximum === undefined) unbounded.push(`${where}: no maximum`);
      if (schema.type === 'array') {
        if (schema.maxItems === undefined) unbounded.push(`${where}: no maxItems`);
        check(`${where}[]`, schema.items, seen);
      }
      for (const [name, property] of Object.entries(schema.properties ?? {})) check(`${where}.${name}`, property, seen);
      if (!schema.type && !schema.properties && !schema.enum) unbounded.push(`${where}: no type`);
    };
    for (const { route, operation } of documentedOperations(document)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'header') check(`${route} ${parameter.in} ${parameter.name}`, parameter.schema, new Set());
      }
      const body = operation.requestBody?.content[JSON_TYPE]?.schema;
      if (body) check(`${route} body`, body, new Set());
    }
    expect(unbounded).toEqual([]);
  });

  it('answers every malformed variant of every operation with a 4xx and the error object, and changes nothing', async () => {
    const before = await stateOf(dataSource, company.companyId);
    const mismatches: string[] = [];
    let sent = 0;
    for (const operation of documentedOperations(document)) {
      for (const variant of variantsOf(document, operation, fixtures)) {
        // Candidate-context routes refuse staff tokens before they read a body: they get a candidate's.
        const caller = isCandidateOperation(operation) ? { accessToken: candidateToken } : { email: company.adminEmail };
        const response = await sendRaw(variant.method, variant.path, { ...caller, body: variant.body, contentType: variant.contentType });
        sent += 1;
        const statusOk = variant.expect === '4xx' ? response.status >= 400 && response.status < 500 : response.status === variant.expect;
        if (!statusOk || !isErrorObject(response.body, response.status)) {
          mismatches.push(
            `${operation.route} — ${variant.name}: expected ${variant.expect}, got ${response.status} ${JSON.stringify(response.body)?.slice(0, 160)}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(sent).toBeGreaterThan(300);
    expect(await stateOf(dataSource, company.companyId)).toEqual({
      ...before,
      notifications: expect.arrayContaining(before.notifications),
    });
  });

  it('refuses a NUL in a new candidate’s first name with 400 and appends nothing', async () => {
    const before = await stateOf(dataSource, company.companyId);
    const added = await company.admin.post('/job-applications', candidateInput(fixtures.jobId, { firstName: 'Lay\u0000la' }));
    expect(added.status).toBe(400);
    expect(isErrorObject(added.body, 400)).toBe(true);
    expect((await stateOf(dataSource, company.companyId)).events).toBe(before.events);
  });

  it('keeps a stage automation when the request leaves the field out or sends another content type', async () => {
    const path = `/company-roles/${fixtures.jobId}/stages/${fixtures.stageId}/automations`;
    const configured = await company.admin.put(path, { archiveUnresponsiveAfterDays: 30 });
    expect(configured.status).toBe(200);
    const before = await stateOf(dataSource, company.companyId);
    expect((await company.admin.put(path, {})).status).toBe(400);
    expect((await company.admin.put(path, { archiveUnresponsiveAfterDays: 1e9 })).status).toBe(400);
    const asText = await sendRaw('PUT', `/api${path}`, {
      email: company.adminEmail,
      contentType: 'text/plain',
      body: JSON.stringify({ archiveUnresponsiveAfterDays: null }),
    });
    expect(asText.status).toBe(415);
    expect((await stateOf(dataSource, company.companyId)).events).toBe(before.events);
    const job = await company.admin.get(`/company-roles/${fixtures.jobId}?afterPosition=${configured.body.position}`);
    expect(stageNamed(job.body, 'Screening')).toMatchObject({ automations: { archiveUnresponsiveAfterDays: 30 } });
  });

  it('refuses at once an afterPosition that is no decimal or lies beyond the head of the event store', async () => {
    const health = (await (await fetch(`${process.env.API_URL}/api/health`)).json()) as { headPosition: string };
    const head = BigInt(health.headPosition);
    const notDecimal = await company.admin.get(`/company-roles/${fixtures.jobId}?afterPosition=12abc`);
    expect(notDecimal.status).toBe(400);
    // Positions step by a transaction id (x 65,536), and every write anywhere in the database takes one: a
    // billion transactions ahead stays beyond the head however busy the other suites are meanwhile.
    const beyond = head + BigInt(EVENTS_PER_TRANSACTION) * 1_000_000_000n;
    const startedAt = Date.now();
    const ahead = await company.admin.get(`/company-roles/${fixtures.jobId}?afterPosition=${beyond}`);
    expect(ahead.status).toBe(400);
    expect(ahead.body).toMatchObject({ errorCode: 'after-position-beyond-head', success: false });
    // At once: the read-your-writes wait (5 s) is not spent on a position no command answered.
    expect(Date.now() - startedAt).toBeLessThan(4_000);
    const list = await company.admin.get(`/job-applications?afterPosition=${'9'.repeat(25)}`);
    expect(list.status).toBe(400);
  });

  it('sends the security headers, and no CORS permission to an origin nobody configured', async () => {
    const response = await fetch(`${process.env.API_URL}/api/health`, { headers: { origin: 'https://attacker.example' } });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const docs = await fetch(`${process.env.API_URL}/api/docs`);
    expect(docs.status).toBe(200);
    // Swagger UI loads its scripts from files; an inline one would be blocked by the policy above.
    expect(await docs.text()).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});
