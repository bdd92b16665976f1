import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser). The API serves the built web app
 * (apps/web/dist) at its own origin, so the base URL is the API's.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.e2e.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    screenshot: 'only-on-failure',
    trace: 'off',
    video: 'off',
    locale: 'en-US',
    timezoneId: 'Asia/Dubai',
    viewport: { width: 1400, height: 900 },
    // Users who ask for less motion get no MUI transitions (apps/web theme); the journeys ask for it, so axe never
    // reads a colour half-way through a button's transition (a red every-task journey twice in CI).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Chromium's fake camera and microphone, granted without a prompt: the candidates' video, audio and photo answers.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
