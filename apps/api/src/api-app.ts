import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { loadConfig } from '@ats/infra/config';
import { AppModule } from './app.module';
import { setUpOpenApi } from './platform/openapi';
import { useRequestBoundary } from './platform/request-boundary';
import { useSecurityHeaders } from './platform/security-headers';
import { createValidationPipe } from './platform/validation';

const WEB_DIST = join(__dirname, '../../web/dist');

/** Builds the HTTP API: everything under /api, OpenAPI at /api/docs, the built web app at /. */
export const createApiApp = async (options: { logger?: boolean } = {}): Promise<NestExpressApplication> => {
  const config = loadConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    logger: options.logger === false ? false : ['error', 'warn', 'log'],
    // The request boundary installs its own JSON parser, with its limits, after its own checks.
    bodyParser: false,
  });
  app.setGlobalPrefix('api');
  // Behind a reverse proxy on the same host, the client's address (OTP request limits per address) comes
  // from X-Forwarded-For; from anywhere else that header is ignored.
  app.set('trust proxy', 'loopback');
  useSecurityHeaders(app, config);
  useRequestBoundary(app);
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();
  setUpOpenApi(app, config);
  if (existsSync(WEB_DIST)) {
    app.useStaticAssets(WEB_DIST, { index: false });
    // The client routes (/recruiter/...) all load the single-page app.
    app.use((request: Request, response: Response, next: NextFunction) => {
      if (request.method !== 'GET' || request.path.startsWith('/api')) return next();
      response.sendFile(join(WEB_DIST, 'index.html'));
    });
  }
  return app;
};
