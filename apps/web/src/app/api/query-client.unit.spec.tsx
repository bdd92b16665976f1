import { ApiError } from './api-error';
import { queryRetryDelay, READ_MODEL_BEHIND_RETRIES, retryQuery } from './query-client';

const behind = new ApiError({ statusCode: 503, errorCode: 'read-model-behind', message: 'still catching up' });

describe('query retries', () => {
  it('asks again every second while the read model is behind, then gives up', () => {
    for (let failures = 0; failures < READ_MODEL_BEHIND_RETRIES; failures += 1) expect(retryQuery(failures, behind)).toBe(true);
    expect(retryQuery(READ_MODEL_BEHIND_RETRIES, behind)).toBe(false);
    expect(queryRetryDelay(3, behind)).toBe(1000);
  });

  it('never retries a refusal of the request, and other server errors once', () => {
    expect(retryQuery(0, new ApiError({ statusCode: 404, errorCode: 'not-found' }))).toBe(false);
    const failed = new ApiError({ statusCode: 500, errorCode: 'unexpected' });
    expect(retryQuery(0, failed)).toBe(true);
    expect(retryQuery(1, failed)).toBe(false);
  });
});
