import { defaultBranding, faviconHref, productLabel, productLogo, replaceBrandImage, saveBranding, saveCareerPage } from './branding-policies';
import { videoEmbedUrl } from './video-embed';

const caller = { userId: 'u-1', companyId: 'c-1' };
const context = { now: new Date('2026-11-24T10:00:00Z'), newId: () => 'id-1' };
const fallback = defaultBranding({ id: 'c-1', name: 'Acme', language: 'ar' });

describe('branding (spec 03 §3, §5 "Branding")', () => {
  it('starts from the company’s name and language with the product’s colour', () => {
    expect(fallback).toMatchObject({ brandName: 'Acme', language: 'ar', primaryColour: '#1565c0', logoBlobId: null });
  });

  it('saves brand name, colour, language and signature, auditing before and after', () => {
    const decision = saveBranding({ brandName: ' Acme Careers ', primaryColour: '#AA3300', language: 'en', emailSignature: 'The Acme team' }, { row: null, fallback }, caller, context);
    expect(decision.result).toMatchObject({ id: 'c-1', brandName: 'Acme Careers', primaryColour: '#aa3300', language: 'en', emailSignature: 'The Acme team' });
    expect(decision.writes).toEqual([{ table: 'company_brandings', insert: decision.result }]);
    expect(decision.audit[0]).toMatchObject({ action: 'create', before: null, entity: 'company_brandings', actorId: 'u-1' });
    const update = saveBranding({ brandName: 'Acme', primaryColour: '#000000', language: 'ar', emailSignature: '' }, { row: decision.result, fallback }, caller, context);
    expect(update.writes[0]).toMatchObject({ table: 'company_brandings', update: 'c-1' });
    expect(update.audit[0]).toMatchObject({ action: 'update', before: decision.result });
  });

  it('requires brand name, language and a primary colour', () => {
    const save = (input: Partial<Parameters<typeof saveBranding>[0]>) => () =>
      saveBranding({ brandName: 'Acme', primaryColour: '#aa3300', language: 'en', emailSignature: '', ...input }, { row: null, fallback }, caller, context);
    expect(save({ brandName: '  ' })).toThrow('Brand name is required');
    expect(save({ language: 'fr' })).toThrow('Language is required');
    expect(save({ primaryColour: 'red' })).toThrow('Primary colour is required');
  });

  it('gives a new favicon a new timestamp, so the cache-busting link changes', () => {
    const first = replaceBrandImage('favicon', 'blob-1', { row: null, fallback }, caller, context).result;
    expect(first).toMatchObject({ faviconBlobId: 'blob-1', faviconUpdatedAt: context.now });
    expect(faviconHref('/api/branding/c-1/images/favicon', first.faviconUpdatedAt)).toBe(`/api/branding/c-1/images/favicon?v=${context.now.getTime()}`);
    expect(faviconHref(null, null)).toBe('/favicon.ico');
    const logo = replaceBrandImage('logo', 'blob-2', { row: first, fallback }, caller, context).result;
    expect(logo).toMatchObject({ logoBlobId: 'blob-2', faviconBlobId: 'blob-1' });
  });

  it('labels the product for white-labelled partners and shows their logo (spec 01 §1)', () => {
    expect(productLabel('Hire', { whiteLabel: 'Partner' })).toBe('Partner ATS');
    expect(productLabel('Hire', { whiteLabel: null })).toBe('Hire ATS');
    expect(productLabel('Hire', null)).toBe('Hire ATS');
    expect(productLogo({ logo: '/partner.png' }, '/logo.svg')).toBe('/partner.png');
    expect(productLogo(null, '/logo.svg')).toBe('/logo.svg');
  });
});

describe('career page video (spec 03 §5 "Career page video")', () => {
  it('turns YouTube and Vimeo URLs into their embed links', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://youtube.com/shorts/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });

  it('embeds nothing else: other sites, scripts, odd ids, credentials', () => {
    for (const url of [
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/abc',
      '',
    ]) {
      expect(videoEmbedUrl(url)).toBeNull();
    }
  });

  it('refuses a career page video that is not a video-site URL, with the spec’s message', () => {
    expect(() => saveCareerPage({ title: 'Join', subtitle: '', videoUrl: 'https://evil.example/x' }, null, caller, context)).toThrow('Invalid URL');
    const saved = saveCareerPage({ title: ' Join us ', subtitle: 'Build', videoUrl: 'https://vimeo.com/76979871' }, null, caller, context).result;
    expect(saved).toMatchObject({ title: 'Join us', videoEmbedUrl: 'https://player.vimeo.com/video/76979871' });
  });
});
