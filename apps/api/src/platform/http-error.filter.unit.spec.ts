import type { ArgumentsHost } from '@nestjs/common';
import { HttpErrorFilter } from './http-error.filter';
import { readModelBehind, READ_MODEL_BEHIND_MESSAGE } from './read-model-freshness';

const answerTo = (error: unknown) => {
  const headers: Record<string, string> = {};
  const sent: { status?: number; body?: unknown } = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name] = value),
    status(code: number) {
      sent.status = code;
      return this;
    },
    json: (body: unknown) => (sent.body = body),
  };
  const host = { switchToHttp: () => ({ getRequest: () => ({ originalUrl: '/api/company-roles/x' }), getResponse: () => response }) } as unknown as ArgumentsHost;
  new HttpErrorFilter().catch(error, host);
  return { headers, ...sent };
};

describe('HttpErrorFilter', () => {
  it('answers a read model behind the caller as 503 with Retry-After and the error object', () => {
    const answer = answerTo(readModelBehind());
    expect(answer.status).toBe(503);
    expect(answer.headers['Retry-After']).toBe('1');
    expect(answer.body).toEqual({ message: READ_MODEL_BEHIND_MESSAGE, statusCode: 503, success: false, errorCode: 'read-model-behind', path: '/api/company-roles/x' });
  });
});
