import { corsFor, corsOptionsOf } from './security-headers';

describe('CORS per route', () => {
  const base = corsOptionsOf({ webOrigins: ['https://app.example'] });

  it('lets the tus upload route, and only it, take tus headers and HEAD and show its answers’ headers', () => {
    for (const path of ['/api/candidate-journey/video-uploads', '/api/candidate-journey/video-uploads/0b7a3c1e-8f4d-4a2b-9c6e-1d2f3a4b5c6d']) {
      const options = corsFor(path, base);
      expect(options.origin).toEqual(['https://app.example']);
      expect(options.allowedHeaders).toEqual(expect.arrayContaining(['authorization', 'tus-resumable', 'upload-length', 'upload-metadata', 'upload-offset']));
      expect(options.methods).toEqual(['HEAD', 'POST', 'PATCH', 'DELETE']);
      expect(options.exposedHeaders).toEqual(expect.arrayContaining(['location', 'upload-offset', 'ats-file-id']));
    }
    for (const path of ['/api/health', '/api/candidate-journey/video-uploads-elsewhere', '/api/job-applications/x/files']) expect(corsFor(path, base)).toBe(base);
  });

  it('allows no origin where none is configured, on the tus route too', () => {
    expect(corsFor('/api/candidate-journey/video-uploads', corsOptionsOf({ webOrigins: [] })).origin).toBe(false);
  });
});
