/**
 * The API's OpenAPI document as checked in (docs/openapi.json: keys sorted, two-space indent) and the web
 * client's TypeScript types generated from it with openapi-typescript (apps/web/src/app/api/generated/openapi.ts).
 * Used by `npm run openapi:generate` and by tests/integration/openapi-document.int.spec.ts, which fails when
 * either file is stale.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

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

/** openapi-typescript's own CLI, in a child process: its dependencies are ES modules that jest cannot load. */
export const renderTypes = (documentText: string): string => {
  const folder = mkdtempSync(join(tmpdir(), 'ats-openapi-'));
  try {
    const input = join(folder, 'openapi.json');
    writeFileSync(input, documentText);
    const cli = join(dirname(require.resolve('openapi-typescript/package.json')), 'bin/cli.js');
    const run = spawnSync(process.execPath, [cli, input, '--alphabetize'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (run.status !== 0) throw new Error(`openapi-typescript failed: ${run.stderr}`);
    return `${HEADER}\n${run.stdout}`;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

export const fetchDocument = async (apiUrl: string): Promise<unknown> => {
  const response = await fetch(`${apiUrl.replace(/\/$/, '')}/api/docs-json`);
  if (!response.ok) throw new Error(`GET ${apiUrl}/api/docs-json answered ${response.status}`);
  return response.json();
};
