/**
 * docs/openapi.json and the web client's generated types (apps/web/src/app/api/generated/openapi.ts) are what
 * the running API documents: both are regenerated in memory from /api/docs-json and compared with the files.
 */
import { readFileSync } from 'node:fs';
import { DOCUMENT_FILE, fetchDocument, renderDocument, renderTypes, TYPES_FILE } from '../../apps/web/scripts/openapi';

const STALE = 'is stale: run `npm run openapi:generate` (with the test API running) and commit the result';

describe('the checked-in OpenAPI document', () => {
  let document = '';

  beforeAll(async () => {
    document = renderDocument(await fetchDocument(process.env.API_URL!));
  });

  test('docs/openapi.json is the document the API serves', () => {
    const checkedIn = readFileSync(DOCUMENT_FILE, 'utf8');
    if (checkedIn !== document) throw new Error(`docs/openapi.json ${STALE}.`);
  });

  test('the generated web types match the document', () => {
    const checkedIn = readFileSync(TYPES_FILE, 'utf8');
    if (checkedIn !== renderTypes(document)) throw new Error(`apps/web/src/app/api/generated/openapi.ts ${STALE}.`);
  });
});
