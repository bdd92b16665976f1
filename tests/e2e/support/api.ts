import { expect, type APIRequestContext, type Page } from '@playwright/test';

type Multipart = Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;

/** The signed-in user's API, as the page calls it (its access token): for a journey's set-up. */
export const apiOf = async (page: Page) => {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  const headers = { Authorization: `Bearer ${token}` };
  const call = async (request: APIRequestContext, method: 'get' | 'post' | 'put' | 'patch', path: string, body: { data?: unknown; multipart?: Multipart } = {}) => {
    const response = await request[method](`/api${path}`, { headers, ...body });
    expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return response.json();
  };
  return {
    get: (path: string) => call(page.request, 'get', path),
    post: (path: string, data?: unknown) => call(page.request, 'post', path, { data }),
    put: (path: string, data?: unknown) => call(page.request, 'put', path, { data }),
    patch: (path: string) => call(page.request, 'patch', path),
    /** A multipart form with a file (an offer letter template, say). */
    upload: (path: string, multipart: Multipart) => call(page.request, 'post', path, { multipart }),
  };
};
