#!/usr/bin/env node
// Runs before `npm start` and `npm test` (npm's pre-scripts): on a fresh clone, or when package-lock.json
// changed since the last install, installs the project's npm dependencies. Plain JavaScript on purpose:
// nothing else can run before node_modules exists.
const { existsSync, statSync } = require('node:fs');
const { spawnSync } = require('node:child_process');
const { join } = require('node:path');

const repo = join(__dirname, '..', '..');
const installed = join(repo, 'node_modules', '.package-lock.json');
const lock = join(repo, 'package-lock.json');
const stale = !existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs;
if (stale) {
  // `npm install` with the lock, not `npm ci`: see .ci/run for why.
  console.log('[deps] installing npm dependencies');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: repo, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[deps] npm install failed: the npm registry must be reachable');
    process.exit(result.status ?? 1);
  }
}
