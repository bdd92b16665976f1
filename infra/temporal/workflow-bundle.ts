import { resolve } from 'node:path';
import { bundleWorkflowCode, type Logger, type WorkflowBundleWithSourceMap } from '@temporalio/worker';

const REPO_ROOT = resolve(__dirname, '../..');

/** The workflows' entry point: every workflow function the worker registers. */
const WORKFLOWS_PATH = require.resolve('../../workflows');

/**
 * Bundles workflows/ for Temporal's sandbox. Workflow code may import pure domain/ code through its
 * `@ats/domain` alias (tsconfig.base.json), which webpack must resolve as the compiler does.
 */
export const bundleWorkflows = (logger?: Logger): Promise<WorkflowBundleWithSourceMap> =>
  bundleWorkflowCode({
    workflowsPath: WORKFLOWS_PATH,
    logger,
    webpackConfigHook: (config) => ({
      ...config,
      resolve: { ...config.resolve, alias: { ...(config.resolve?.alias ?? {}), '@ats/domain': resolve(REPO_ROOT, 'domain') } },
    }),
  });
