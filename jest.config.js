// Three projects: unit specs (pure, beside the code), integration specs against the real stack, and `web`:
// the web client's component specs (apps/web/**/*.unit.spec.tsx) in jsdom with Testing Library.
// Integration specs read DATABASE_URL, TEMPORAL_ADDRESS and KAFKA_BROKERS from the environment; when they
// are missing, tests/setup/global-setup.ts starts the test stack (infra/stack) itself.
const fs = require('fs');
const swcConfig = JSON.parse(fs.readFileSync(`${__dirname}/.swcrc`, 'utf8'));
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcConfig, swcrc: false }] };
// The @ats/<package> path aliases of tsconfig.base.json.
const ALIASES = {
  '^@ats/domain/(.*)$': '<rootDir>/domain/$1',
  '^@ats/infra/(.*)$': '<rootDir>/infra/$1',
  '^@ats/projections/(.*)$': '<rootDir>/projections/$1',
  '^@ats/workflows/(.*)$': '<rootDir>/workflows/$1',
  '^@ats/api/(.*)$': '<rootDir>/apps/api/src/$1',
  '^@ats/worker/(.*)$': '<rootDir>/apps/worker/src/$1',
  '^@ats/projector/(.*)$': '<rootDir>/apps/projector/src/$1',
};
const common = {
  rootDir: __dirname,
  transform,
  testEnvironment: 'node',
  modulePathIgnorePatterns: ['<rootDir>/.stack/', '<rootDir>/apps/web/dist/'],
  setupFiles: ['<rootDir>/tests/setup/env.ts'],
  moduleNameMapper: ALIASES,

};
// The web client: TSX with React's automatic runtime, the @ats/domain alias of apps/web/tsconfig.json, jsdom.
const web = {
  rootDir: __dirname,
  displayName: 'web',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        ...swcConfig,
        swcrc: false,
        jsc: { ...swcConfig.jsc, parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
      },
    ],
  },
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/apps/web/**/*.unit.spec.tsx'],
  modulePathIgnorePatterns: ['<rootDir>/.stack/', '<rootDir>/apps/web/dist/'],
  moduleNameMapper: { '^@ats/domain/(.*)$': '<rootDir>/domain/$1', '^@ats/web/(.*)$': '<rootDir>/apps/web/src/$1' },
  setupFiles: ['<rootDir>/apps/web/src/testing/jsdom-setup.ts'],
};
module.exports = {
  testTimeout: 120000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{domain,workflows,projections,infra,apps}/**/*.unit.spec.ts'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/{infra,projections,apps,tests/integration}/**/*.int.spec.ts'],
      globalSetup: '<rootDir>/tests/setup/global-setup.ts',
      globalTeardown: '<rootDir>/tests/setup/global-teardown.ts',
    },
    web,
  ],
};
