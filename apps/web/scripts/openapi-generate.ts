/**
 * `npm run openapi:generate`: reads the OpenAPI document from a running API (`API_URL`, by default the test API
 * on http://127.0.0.1:3100), writes docs/openapi.json and regenerates apps/web/src/app/api/generated/openapi.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { DEFAULT_API_URL, DOCUMENT_FILE, fetchDocument, renderDocument, renderTypes, TYPES_FILE } from './openapi';

const main = async () => {
  const apiUrl = process.env.API_URL ?? DEFAULT_API_URL;
  const document = renderDocument(await fetchDocument(apiUrl));
  const types = renderTypes(document);
  writeFileSync(DOCUMENT_FILE, document);
  mkdirSync(dirname(TYPES_FILE), { recursive: true });
  writeFileSync(TYPES_FILE, types);
  console.log(`OpenAPI document of ${apiUrl} written to ${relative(process.cwd(), DOCUMENT_FILE)}, types to ${relative(process.cwd(), TYPES_FILE)}`);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error('Is the API running? Start the test stack and API (e.g. `npm run test:integration`) or set API_URL.');
  process.exit(1);
});
