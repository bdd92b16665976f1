/** Stops the apps global-setup started; the test stack keeps running for fast reruns (npm run stack:down). */
export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __ATS_APPS__?: { stop(): Promise<void> } }).__ATS_APPS__?.stop();
}
