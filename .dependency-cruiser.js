// The import rules of ARCHITECTURE.md ("Folders"), checked by `npm run lint`.
const forbid = (name, from, to, comment) => ({ name, severity: 'error', comment, from: { path: from }, to: { path: to } });

module.exports = {
  forbidden: [
    forbid('domain-is-pure', '^domain/', '^(?!domain/|node_modules/(luxon|intl-messageformat)/)', 'domain/ imports nothing but TypeScript, other domain/ code, luxon (time zones and DST are not hand-rolled; it is given `now`, never reads the clock) and intl-messageformat (ICU messages and plural rules, shared with the web)'),
    {
      name: 'domain-no-node',
      severity: 'error',
      comment: 'domain/ uses no Node built-ins (no clock, randomness or I/O)',
      from: { path: '^domain/', pathNot: '\\.(unit\\.)?spec\\.ts$|^domain/testing/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'workflows-sandbox',
      severity: 'error',
      comment: 'workflows/ imports only @temporalio/workflow and domain/ types (specs drive them from outside the sandbox)',
      from: { path: '^workflows/', pathNot: '\\.spec\\.ts$' },
      to: { pathNot: '^(workflows/|domain/|node_modules/@temporalio/(workflow|common)/)' },
    },
    {
      name: 'projections-scope',
      severity: 'error',
      comment: 'projections/ imports domain/ types and typeorm only',
      from: { path: '^projections/' },
      to: { pathNot: '^(projections/|domain/|node_modules/typeorm/)', dependencyTypesNot: ['core'] },
    },
    forbid('infra-not-apps', '^infra/', '^apps/', 'infra/ may import anything but apps/'),
    {
      name: 'api-reads-through-queries',
      severity: 'error',
      comment: 'the API reads a read model only through its *.query.ts (projection declarations and checkpoints only by name, for read-your-writes)',
      from: { path: '^apps/api/' },
      to: { path: '^projections/', pathNot: '\\.query\\.ts$|\\.projector\\.ts$|^projections/projector\\.ts$|^projections/checkpoints/checkpoints\\.ts$' },
    },
    {
      name: 'web-scope',
      severity: 'error',
      comment: 'apps/web imports its own code and domain/ pure helpers only',
      from: { path: '^apps/web/' },
      to: { path: '^(apps/(api|worker|projector)|infra|projections|workflows)/' },
    },
    {
      name: 'apps-apart',
      severity: 'error',
      comment: 'apps do not import each other',
      from: { path: '^apps/(api|worker|projector)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'packages-through-aliases',
      severity: 'error',
      comment: 'code reaches another package through its @ats/<package> alias (tsconfig.base.json), never by ../../..',
      from: { path: '^(domain|infra|projections|workflows|apps/[^/]+|tests)/' },
      to: { dependencyTypes: ['local'], dependencyTypesNot: ['aliased'], pathNot: '^$1/|^apps/web/scripts/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
