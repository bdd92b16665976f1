import { screen } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { installFakeUpload } from '@ats/web/testing/fake-upload';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { BrandingPage } from './branding-page';

const ADMIN = { ...ADMIN_USER, permissionV1: ['COMPANY::*', 'USER::*'], permissionV2: ['COMPANY::CAREER_PAGE::*', 'COMPANY::BRANDING::*'] };
const BRANDING = {
  companyId: 'c1',
  brandName: 'Demo Company',
  primaryColour: '#1565c0',
  language: 'en',
  emailSignature: '',
  logoUrl: null,
  squareLogoUrl: null,
  faviconUrl: '/favicon.ico',
  updatedAt: '1970-01-01T00:00:00.000Z',
};
const CAREER = {
  companyId: 'c1',
  careerName: 'demo-company',
  careerPageLink: 'http://127.0.0.1:3000/careers/demo-company',
  jobsApiUrl: 'http://127.0.0.1:3000/api/careers/company/c1/jobs',
  title: '',
  subtitle: '',
  videoUrl: null,
  videoEmbedUrl: null,
  bannerUrl: null,
};

const render = (language: 'en' | 'ar' = 'en') => {
  const api = installFakeApi({
    'GET /users/me': { body: ADMIN },
    'GET /branding/c1': { body: BRANDING },
    'GET /career-page/c1': { body: CAREER },
    'PUT /branding/c1': { body: { id: 'c1' } },
    'PUT /career-page/c1': apiFailure(400, 'Invalid URL'),
  });
  return { api, ...renderPage(<BrandingPage />, { signedIn: true, language, path: '/recruiter-settings/brands' }) };
};

describe('Brand & Career page', () => {
  it('saves brand name, colour, language and signature, refusing an empty name or a colour that is not #RRGGBB', async () => {
    const { api, user } = render();
    const name = await screen.findByRole('textbox', { name: 'Brand name' });
    await user.clear(name);
    const colour = screen.getByRole('textbox', { name: 'Primary colour' });
    await user.clear(colour);
    await user.type(colour, 'green');
    await user.click(screen.getByRole('button', { name: 'Save brand' }));
    expect(screen.getByText('Brand name is required')).toBeTruthy();
    expect(screen.getByText('Primary colour is required')).toBeTruthy();
    expect(api.callsTo('PUT /branding/c1')).toHaveLength(0);

    await user.type(name, 'Acme Careers');
    await user.clear(colour);
    await user.type(colour, '#0b5d1e');
    await user.type(screen.getByRole('textbox', { name: 'Company email signature' }), 'The Acme team');
    await user.click(screen.getByRole('button', { name: 'Save brand' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(api.callsTo('PUT /branding/c1')[0]?.body).toEqual({ brandName: 'Acme Careers', primaryColour: '#0b5d1e', language: 'en', emailSignature: 'The Acme team' });
  });

  it('shows the hosted page, the company ID for the jobs API, and checks the video URL before saving', async () => {
    const { api, user } = render();
    expect(await screen.findByText('c1')).toBeTruthy();
    expect(screen.getByRole('link', { name: CAREER.careerPageLink }).getAttribute('href')).toBe('/careers/demo-company');
    await user.type(screen.getByRole('textbox', { name: 'Video URL' }), 'https://evil.example/video');
    await user.click(screen.getByRole('button', { name: 'Save career page' }));
    expect(screen.getByText('Invalid URL')).toBeTruthy();
    expect(api.callsTo('PUT /career-page/c1')).toHaveLength(0);
  });

  it('uploads a logo to the blob store through the API, and refuses one over 2MB before sending it', async () => {
    const uploads = installFakeUpload(() => ({ status: 200, body: { id: 'c1' } }));
    const { user } = render('ar');
    await screen.findByRole('heading', { level: 1, name: 'العلامة التجارية وصفحة الوظائف' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"][aria-labelledby="brand-image-logo"]')!;
    await user.upload(input, new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect(screen.getByText('لا يمكن أن يتجاوز حجم الملف 2 ميغابايت!')).toBeTruthy();
    expect(uploads).toHaveLength(0);
    await user.upload(input, new File([new Uint8Array(10)], 'logo.png', { type: 'image/png' }));
    await screen.findAllByText('تحميل');
    expect(uploads[0]?.url).toBe('/api/branding/c1/images/logo');
  });
});
