// Two projects: unit specs (pure, beside the code) and integration specs against the real stack.
// Integration specs read DATABASE_URL, TEMPORAL_ADDRESS and KAFKA_BROKERS from the environment; when they
// are missing, tests/setup/global-setup.ts starts the test stack (infra/stack) itself.
const fs = require('fs');
const swcConfig = JSON.parse(fs.readFileSync(`${__dirname}/.swcrc`, 'utf8'));
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcConfig, swcrc: false }] };
const common = {
  rootDir: __dirname,
  transform,
  testEnvironment: 'node',
  modulePathIgnorePatterns: ['<rootDir>/.stack/', '<rootDir>/apps/web/dist/'],
  setupFiles: ['<rootDir>/tests/setup/env.ts'],

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
  ],
};
