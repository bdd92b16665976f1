/** Stops what global-setup started; the test stack keeps running for fast reruns (npm run stack:down). */
export default async function globalTeardown(): Promise<void> {
  const started = (globalThis as { __ATS_STARTED__?: Array<{ stop(): Promise<unknown> }> }).__ATS_STARTED__ ?? [];
  await Promise.all(started.map((item) => item.stop()));
}
