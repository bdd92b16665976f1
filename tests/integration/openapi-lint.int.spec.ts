import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { apiDocumentUrl } from './support';

type LintReport = {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location?: Array<{ pointer?: string }> }>;
};

const REDOCLY = join(resolve(__dirname, '../..'), 'node_modules/.bin/redocly');

/** The live OpenAPI document passes Redocly's recommended rules, as `npm run lint:openapi` checks it. */
describe('OpenAPI document', () => {
  it('passes redocly lint --extends=recommended without errors', async () => {
    // The CLI exits non-zero on errors; its JSON report says which, so read it either way.
    const { stdout } = await promisify(execFile)(REDOCLY, ['lint', '--extends=recommended', '--format=json', apiDocumentUrl()], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as LintReport;
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location?.[0]?.pointer ?? '?'}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });
});
