import { createPublishedJob, anonymousApi, createTestCompany, eventually, type TestCompany } from './support';

/**
 * Branding and the career page over HTTP (spec 03 §2.3, §2.4, §3, §5): the admin's brand and content reach the
 * public pages; bad input changes nothing; another company's id is unknown; the public jobs API is keyed by
 * company ID, cacheable, with an ETag.
 */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const upload = (bytes: Buffer, name: string): FormData => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), name);
  return body;
};

describe('branding and career page', () => {
  let company: TestCompany;
  let other: TestCompany;
  let careerName: string;

  beforeAll(async () => {
    [company, other] = await Promise.all([createTestCompany('brand'), createTestCompany('brand-other')]);
    const settings = await company.admin.get(`/career-page/${company.companyId}`);
    expect(settings.status).toBe(200);
    careerName = settings.body.careerName;
  });

  it('saves the brand, refuses bad input without changing it, and shows it on the public pages', async () => {
    const before = await company.admin.get(`/branding/${company.companyId}`);
    expect(before.body).toMatchObject({ primaryColour: '#1565c0', faviconUrl: '/favicon.ico', logoUrl: null });

    const saved = await company.admin.put(`/branding/${company.companyId}`, { brandName: 'Acme Careers', primaryColour: '#0B5D1E', language: 'ar', emailSignature: 'The Acme team' });
    expect(saved.status).toBe(200);
    for (const [body, message] of [
      [{ brandName: ' ', primaryColour: '#000000', language: 'en' }, 'Brand name is required'],
      [{ brandName: 'X', primaryColour: 'green', language: 'en' }, 'Primary colour is required'],
      [{ brandName: 'X', primaryColour: '#000000', language: 'fr' }, 'Language is required'],
    ] as const) {
      const refused = await company.admin.put(`/branding/${company.companyId}`, body);
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    }
    const after = await company.admin.get(`/branding/${company.companyId}`);
    expect(after.body).toMatchObject({ brandName: 'Acme Careers', primaryColour: '#0b5d1e', language: 'ar', emailSignature: 'The Acme team' });

    const page = await anonymousApi().get(`/careers/${careerName}/jobs`);
    expect(page.body.branding).toMatchObject({ brandName: 'Acme Careers', primaryColour: '#0b5d1e', language: 'ar' });
  });

  it('stores images in the blob store: a favicon link changes with each new one; too large or not an image is refused', async () => {
    const first = await company.admin.put(`/branding/${company.companyId}/images/favicon`, upload(PNG, 'favicon.png'));
    expect(first.status).toBe(200);
    const firstUrl = (await company.admin.get(`/branding/${company.companyId}`)).body.faviconUrl as string;
    expect(firstUrl).toMatch(new RegExp(`^/api/branding/${company.companyId}/images/favicon\\?v=\\d+$`));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await company.admin.put(`/branding/${company.companyId}/images/favicon`, upload(PNG, 'favicon.png'))).status).toBe(200);
    const secondUrl = (await company.admin.get(`/branding/${company.companyId}`)).body.faviconUrl as string;
    expect(secondUrl).not.toBe(firstUrl);

    const image = await fetch(`${process.env.API_URL}${secondUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    const tooLarge = await company.admin.put(`/branding/${company.companyId}/images/logo`, upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png'));
    expect([tooLarge.status, tooLarge.body.message]).toEqual([400, 'File size cannot exceed 2MB!']);
    const svg = await company.admin.put(`/branding/${company.companyId}/images/logo`, upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg'));
    expect(svg.status).toBe(400);
    expect((await company.admin.get(`/branding/${company.companyId}`)).body.logoUrl).toBeNull();
  });

  it('keeps one company out of another’s branding and career page; the recruiter may not edit them', async () => {
    expect((await other.admin.get(`/branding/${company.companyId}`)).status).toBe(404);
    expect((await other.admin.put(`/branding/${company.companyId}`, { brandName: 'Hijack', primaryColour: '#000000', language: 'en' })).status).toBe(404);
    expect((await other.admin.put(`/career-page/${company.companyId}`, { title: 'Hijack', subtitle: '' })).status).toBe(404);
    expect((await company.recruiter.put(`/branding/${company.companyId}`, { brandName: 'Mine', primaryColour: '#000000', language: 'en' })).status).toBe(403);
    expect((await company.admin.get(`/branding/${company.companyId}`)).body.brandName).not.toBe('Hijack');
  });

  it('turns a video-site URL into its embed link and refuses any other address', async () => {
    const refused = await company.admin.put(`/career-page/${company.companyId}`, { title: 'Join us', subtitle: 'Build with us', videoUrl: 'https://evil.example/video' });
    expect([refused.status, refused.body.message]).toEqual([400, 'Invalid URL']);
    const saved = await company.admin.put(`/career-page/${company.companyId}`, { title: 'Join us', subtitle: 'Build with us', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(saved.status).toBe(200);
    const page = await anonymousApi().get(`/careers/${careerName}/jobs`);
    expect(page.body.content).toMatchObject({ title: 'Join us', subtitle: 'Build with us', videoEmbedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
  });

  it('offers the talent pool to join instead of listing it as a job', async () => {
    const pool = await company.admin.post('/company-roles', { name: 'Talent pool', kind: 'TALENT_POOL' });
    expect(pool.status).toBe(201);
    await company.admin.get(`/company-roles/${pool.body.id}?afterPosition=${pool.body.position}`);
    expect((await company.admin.patch(`/company-roles/publish/${pool.body.id}`)).status).toBe(200);
    const page = await eventually(async () => {
      const answer = (await anonymousApi().get(`/careers/${careerName}/jobs`)).body;
      return answer.talentPoolJobId ? answer : null;
    });
    expect(page.talentPoolJobId).toBe(pool.body.id);
    expect(page.items.map((job: { id: string }) => job.id)).not.toContain(pool.body.id);
    expect((await anonymousApi().get(`/apply-portal/jobs/${pool.body.id}`)).body).toMatchObject({ open: true });
  });

  it('serves the public jobs API by company ID with filters, cacheable and with an ETag', async () => {
    const created = { body: await createPublishedJob(company.admin, 'Product Designer') };
    const engineer = await createPublishedJob(company.admin, 'Backend Engineer');

    const url = `${process.env.API_URL}/api/careers/company/${company.companyId}/jobs`;
    const listed = await eventually(async () => {
      const response = await fetch(url);
      const body = (await response.json()) as { items: Array<{ id: string }> };
      return body.items.length >= 2 ? { response, body } : null;
    });
    expect(listed.response.headers.get('cache-control')).toBe('public, max-age=60');
    const etag = listed.response.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await fetch(url, { headers: { 'if-none-match': etag! } })).status).toBe(304);
    expect(listed.body.items.map((job) => job.id)).toEqual(expect.arrayContaining([created.body.id, engineer.id]));

    const searched = (await anonymousApi().get(`/careers/company/${company.companyId}/jobs?search=backend`)).body;
    expect(searched.items.map((job: { id: string }) => job.id)).toEqual([engineer.id]);
    expect((await anonymousApi().get(`/careers/company/${other.companyId}/jobs`)).body.items).toEqual([]);
    // No listed job is in a department nobody uses.
    expect((await anonymousApi().get(`/careers/company/${company.companyId}/jobs?departmentId=${other.companyId}`)).body.items).toEqual([]);
    expect((await anonymousApi().get(`/careers/company/${company.companyId}/jobs?workType=ANYWHERE`)).status).toBe(400);
  });
});
