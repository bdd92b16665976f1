import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { AppModule } from './app.module';
import { createValidationPipe } from './platform/validation';

const WEB_DIST = join(__dirname, '../../web/dist');

/** Builds the HTTP API: everything under /api, OpenAPI at /api/docs, the built web app at /. */
export const createApiApp = async (options: { logger?: boolean } = {}): Promise<NestExpressApplication> => {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    logger: options.logger === false ? false : ['error', 'warn', 'log'],
  });
  app.setGlobalPrefix('api');
  // Behind a reverse proxy on the same host, the client's address (OTP request limits per address) comes
  // from X-Forwarded-For; from anywhere else that header is ignored.
  app.set('trust proxy', 'loopback');
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('ATS API')
      .setDescription('Applicant tracking system: sign-in, jobs, candidates and their applications, inbox, health. Every call but the public ones takes `Authorization: Bearer <accessToken>`.')
      .setVersion('1.0.265')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
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
