/**
 * The API's OpenAPI document as checked in (docs/openapi.json: keys sorted, two-space indent) and the web
 * client's TypeScript types generated from it with openapi-typescript (apps/web/src/app/api/generated/openapi.ts).
 * Used by `npm run openapi:generate` and by tests/integration/openapi-document.int.spec.ts, which fails when
 * either file is stale.
 */
import { resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const REPO = resolve(__dirname, '../../..');
export const DOCUMENT_FILE = resolve(REPO, 'docs/openapi.json');
export const TYPES_FILE = resolve(REPO, 'apps/web/src/app/api/generated/openapi.ts');
export const DEFAULT_API_URL = 'http://127.0.0.1:3100';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Object keys in code-point order at every depth (arrays keep their order), so the file diffs cleanly. */
export const sortKeys = (value: Json): Json => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key]!)]),
  );
};

export const renderDocument = (document: unknown): string => `${JSON.stringify(sortKeys(document as Json), null, 2)}\n`;

const HEADER = `/**
 * Generated from docs/openapi.json by openapi-typescript: do not edit. Regenerate with \`npm run openapi:generate\`
 * (tests/integration/openapi-document.int.spec.ts fails while this file is stale).
 */
/* eslint-disable */
`;

export const renderTypes = async (documentText: string): Promise<string> => {
  const ast = await openapiTS(JSON.parse(documentText) as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return `${HEADER}\n${astToString(ast)}`;
};

export const fetchDocument = async (apiUrl: string): Promise<unknown> => {
  const response = await fetch(`${apiUrl.replace(/\/$/, '')}/api/docs-json`);
  if (!response.ok) throw new Error(`GET ${apiUrl}/api/docs-json answered ${response.status}`);
  return response.json();
};
