/** The public career API's answers as the careers specs see them: one company, its branding, one open job. */
export const company = { id: '9a57d8a1-1b7a-4c44-9a57-2f0c8c4e1b7a', name: 'Acme Robotics', careerName: 'acme-robotics' };
export const branding = { brandName: 'Acme Robotics', primaryColour: '#0b5d1e', language: 'en', logoUrl: null, squareLogoUrl: null, faviconUrl: '/api/branding/x/images/favicon?v=5' };

/** The job as the career page lists it. */
export const job = {
  id: '2f0c8c4e-1b7a-4c44-9a57-8d7a1f4f2b10',
  title: 'Backend Engineer (Dubai)',
  departmentName: 'Engineering',
  locationName: 'Dubai',
  positionType: 'FULL_TIME',
  workType: 'HYBRID',
  publishedAt: '2026-11-20T09:00:00.000Z',
};

/** The job's own page. */
export const jobPageOf = (overrides: Record<string, unknown> = {}) => ({
  ...job,
  company,
  branding,
  open: true,
  description: 'Build the platform.',
  mustHaveRequirements: '',
  niceToHaveRequirements: '',
  keyRequirements: '',
  perksAndBenefits: '',
  jsonLd: null,
  ...overrides,
});

/** A page of the career page's job list. */
export const careerPageOf = (items: unknown[], overrides: Record<string, unknown> = {}) => ({
  company,
  branding,
  content: { title: '', subtitle: '', videoEmbedUrl: null, bannerUrl: null },
  filters: { departments: [], locations: [] },
  talentPoolJobId: null,
  items,
  total: items.length,
  page: 1,
  take: 20,
  ...overrides,
});
