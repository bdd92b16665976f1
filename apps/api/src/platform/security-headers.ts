import type { CorsOptions } from '@nestjs/common/interfaces/external/cors-options.interface';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { VIDEO_EMBED_ORIGINS } from '@ats/domain/branding/video-embed';
import type { AtsConfig } from '@ats/infra/config';

/**
 * Security headers on every answer, the web app's and the API's alike. The web app's build has no inline
 * script, so scripts come from this origin only; MUI (emotion) injects style elements, hence inline styles.
 * Swagger UI at /api/docs loads its scripts and styles from this origin too, so one policy serves both.
 */
export const contentSecurityPolicyOf = (config: Pick<AtsConfig, 'frameAncestors'>) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // blob: for the candidate's own recording, played back (and a photo shown) before and after it is uploaded.
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // Career page videos: only the video sites' own embed players (domain/branding/video-embed.ts).
  frameSrc: [...VIDEO_EMBED_ORIGINS],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // Plugin mode: only the configured hosts may frame the app.
  frameAncestors: config.frameAncestors,
});

export const useSecurityHeaders = (app: NestExpressApplication, config: Pick<AtsConfig, 'frameAncestors' | 'webOrigins'>) => {
  const framedByNobody = config.frameAncestors.length === 1 && config.frameAncestors[0] === "'none'";
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyOf(config) },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Older browsers ignore frame-ancestors: X-Frame-Options says the same where it can (it names no hosts).
      xFrameOptions: framedByNobody ? { action: 'deny' } : false,
      // The API answers the configured web origins too (CORS below).
      crossOriginResourcePolicy: { policy: config.webOrigins.length > 0 ? 'cross-origin' : 'same-origin' },
    }),
  );
  // Same-origin needs no CORS; other web origins only when configured.
  const cors = corsOptionsOf(config);
  app.enableCors((request: { path?: string; url?: string }, callback: (error: Error | null, options: CorsOptions) => void) =>
    callback(null, corsFor(request.path ?? request.url ?? '', cors)),
  );
};

/** The API's CORS answer for the configured web origins. */
export const corsOptionsOf = (config: Pick<AtsConfig, 'webOrigins'>): CorsOptions => ({
  origin: config.webOrigins.length > 0 ? config.webOrigins : false,
  allowedHeaders: ['authorization', 'content-type', 'idempotency-key', 'x-app-version'],
  methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  maxAge: 600,
});

/** The resumable upload of a recorded answer (tus): its route alone takes tus's headers and HEAD, and shows its answers' headers. */
const TUS_ROUTE = /^\/api\/candidate-journey\/video-uploads(\/[0-9a-f-]{36})?\/?(\?.*)?$/;

export const corsFor = (path: string, base: CorsOptions): CorsOptions =>
  TUS_ROUTE.test(path)
    ? {
        ...base,
        allowedHeaders: [...(base.allowedHeaders as string[]), 'tus-resumable', 'upload-length', 'upload-metadata', 'upload-offset', 'upload-defer-length'],
        methods: ['HEAD', 'POST', 'PATCH', 'DELETE'],
        exposedHeaders: ['location', 'tus-resumable', 'upload-offset', 'upload-length', 'upload-expires', 'ats-file-id', 'ats-take'],
      }
    : base;
