import { applyDecorators } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ApiExtension, ApiProperty, DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { OperationObject, PathItemObject, ResponseObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { AtsConfig } from '@ats/infra/config';
import { MAX_STAGE_ID_LENGTH } from './stage-id';

/** The error object every failure answers (spec 01 §7.1), as the OpenAPI document names it. */
export class ErrorResponse {
  @ApiProperty({ example: 'Please enter valid input' }) message!: string;
  @ApiProperty({ type: 'integer', example: 400 }) statusCode!: number;
  @ApiProperty({ type: 'boolean', enum: [false] }) success!: false;
  @ApiProperty({ description: 'A stable code, e.g. validation, not-found, stale-revision', example: 'validation' })
  errorCode!: string;
  @ApiProperty({ description: 'The path that was called', example: '/api/job-applications' }) path!: string;
}

/** Marks an operation public in the document; `@Public()` applies it, so the two never disagree. */
export const PUBLIC_OPERATION = 'x-ats-public';
export const ApiPublicOperation = () => ApiExtension(PUBLIC_OPERATION, true);
/** Marks an operation that takes a candidate's token (candidate-context pages, spec 01 §2.3); kept in the document. */
export const CANDIDATE_OPERATION = 'x-ats-candidate-token';
export const ApiCandidateOperation = () => ApiExtension(CANDIDATE_OPERATION, true);

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: a field fails its rule, or a control character, an over-deep body, a malformed position',
  401: 'No valid access token (499: expired, refresh and retry)',
  403: 'Access denied: the caller’s role or permissions do not allow this',
  404: 'Not found, or not in the caller’s company',
  409: 'Conflict: a stale expectedRevision, or the change contradicts the current state',
  413: 'The body is larger than the API accepts',
  415: 'The body is not application/json',
  429: 'Too many requests: try again later',
};

const ERROR_RESPONSES = 'x-ats-error-responses';
/**
 * Declares the 4xx answers an operation has besides those every operation of its kind has (e.g. 409, 429).
 * An extension rather than `@ApiResponse`, which would drop the operation's default success answer.
 */
export const ApiErrorResponses = (...statuses: Array<401 | 409 | 429>) => applyDecorators(ApiExtension(ERROR_RESPONSES, statuses));

/**
 * Path parameters by name, as every route parses them: `:id` always through a UUID pipe, `:stageId` through
 * StageIdPipe. A new name must be added here (or documented with @ApiParam) for the document to bound it.
 */
/** A career page's name in /careers/:companyName: a slug of the company's name. */
export const MAX_CAREER_NAME_LENGTH = 200;

const PATH_PARAMETER_SCHEMAS: Record<string, SchemaObject> = {
  id: { type: 'string', format: 'uuid' },
  stageId: { type: 'string', maxLength: MAX_STAGE_ID_LENGTH },
  companyName: { type: 'string', maxLength: MAX_CAREER_NAME_LENGTH },
  companyId: { type: 'string', format: 'uuid' },
  jobId: { type: 'string', format: 'uuid' },
  fileId: { type: 'string', format: 'uuid' },
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

const errorAnswer = (status: number): ResponseObject => ({
  description: ERROR_DESCRIPTIONS[status] ?? 'Error',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
});

/**
 * What the decorators cannot say once per API: each operation's security (none on public ones, the bearer
 * token on every other) and the 4xx answers every operation of its kind has, all with the error object.
 */
export const completeOperation = (path: string, method: string, operation: OperationObject): void => {
  const extensions = operation as OperationObject & Record<string, unknown>;
  const isPublic = extensions[PUBLIC_OPERATION] === true;
  const declared = (extensions[ERROR_RESPONSES] as number[] | undefined) ?? [];
  delete extensions[PUBLIC_OPERATION];
  delete extensions[ERROR_RESPONSES];
  operation.security = isPublic ? [] : [{ bearer: [] }];
  operation.summary ??= `${method.toUpperCase()} ${path}`;
  for (const parameter of operation.parameters ?? []) {
    if ('$ref' in parameter || parameter.in !== 'path') continue;
    const known = PATH_PARAMETER_SCHEMAS[parameter.name];
    if (known) parameter.schema = { ...parameter.schema, ...known };
  }
  const statuses = [400, ...declared];
  if (!isPublic) statuses.push(401, 403);
  if (path.includes('{')) statuses.push(404);
  if (operation.requestBody) statuses.push(413, 415);
  for (const status of statuses.sort()) operation.responses[String(status)] = errorAnswer(status);
};

/** Builds the OpenAPI document of the running app and serves it at /api/docs (UI) and /api/docs-json. */
export const setUpOpenApi = (app: NestExpressApplication, config: Pick<AtsConfig, 'devMailbox'>): OpenAPIObject => {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('ATS API')
      .setDescription(
        'Applicant tracking system: sign-in, jobs, candidates and their applications, inbox, health. Every call but the public ones takes `Authorization: Bearer <accessToken>`; every error answers `{ message, statusCode, success: false, errorCode, path }`.',
      )
      .setVersion('1.0.265')
      .setLicense('Proprietary', 'https://ats.example/license')
      .addServer('/', 'This server')
      .addBearerAuth()
      .build(),
    { extraModels: [ErrorResponse] },
  );
  // The development mailbox does not exist unless asked for; neither does its documentation.
  if (!config.devMailbox) {
    delete document.paths['/api/dev-mailbox'];
    delete document.paths['/api/dev-sms-outbox'];
  }
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = (item as PathItemObject)[method];
      if (operation) completeOperation(path, method, operation);
    }
  }
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  return document;
};
