// ESLint: TypeScript rules everywhere, React hook rules in the web app, and the workflow sandbox rule:
// Temporal workflow files may import only @temporalio/workflow and types (no Node built-ins).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];

// Web feature folders (apps/web/src/features/<feature>) import apps/web/src/app/ and domain/, never each other:
// what two features share moves to app/. One block per feature forbids every other feature, by a relative path
// of any depth or by a path through `features/`.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const otherFeaturePatterns = (feature) =>
  webFeatures
    .filter((other) => other !== feature)
    .flatMap((other) => [`**/features/${other}`, `**/features/${other}/**`, ...['../', '../../', '../../../', '../../../../'].flatMap((up) => [`${up}${other}`, `${up}${other}/**`])]);
// Three levels up or more reaches across a package: the package's @ats/<package> alias says where instead.
// (\x2F is '/': esquery's regex literal cannot hold one.)
const noDeepRelativeImport = {
  selector: ':matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression)[source.value=/^(\\.\\.\\x2F){3}/]',
  message: 'Import through the @ats/<package> alias (tsconfig.base.json, apps/web/tsconfig.json), not ../../../',
};
const enumsAreUnions = { selector: 'TSEnumDeclaration', message: 'Use a string-literal union instead of an enum.' };

const webFeatureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: otherFeaturePatterns(feature),
            message: `A feature does not import another feature: move what ${feature} shares to apps/web/src/app/.`,
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.stack/**', 'test-results/**', 'playwright-report/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-syntax': ['error', enumsAreUnions, noDeepRelativeImport],
    },
  },
  {
    files: ['workflows/**/*.ts'],
    // Specs drive workflows from outside the sandbox (a test server, a worker): the sandbox rule is not theirs.
    ignores: ['workflows/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: 'Workflow code runs in a deterministic sandbox: no Node built-ins.' })),
          patterns: [
            {
              group: ['../infra/*', '../apps/*', '../projections/*', '@ats/infra/*', '@ats/api/*', '@ats/worker/*', '@ats/projector/*', '@ats/projections/*'],
              message: 'Workflows import only @temporalio/workflow and domain types.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        enumsAreUnions,
        noDeepRelativeImport,
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    // Deciders, projections and processes switch over event unions: every known type must have its case even
    // where a `default` keeps unknown stored types harmless (a default does not count as exhaustive).
    files: ['domain/**/*.ts', 'projections/**/*.ts', 'infra/**/*.ts', 'workflows/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: false, requireDefaultForNonUnion: false, allowDefaultCaseForExhaustiveSwitch: true },
      ],
    },
  },
  {
    // Controllers map HTTP to commands and queries: database access lives in command and query handlers,
    // *.query.ts and services (relational writes through infra/db/relational-write.ts).
    files: ['apps/api/src/**/*.http.controller.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'typeorm', message: 'No database access in a controller: use a command or query handler.' }],
          patterns: [{ group: ['typeorm/*'], message: 'No database access in a controller: use a command or query handler.' }],
        },
      ],
    },
  },
  ...webFeatureBoundaries,
  {
    // Framework entry points that must default-export.
    files: ['apps/web/vite.config.ts', 'playwright.config.ts', 'tests/setup/global-*.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
