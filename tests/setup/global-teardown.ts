/** Leaves the test stack running for the next run (warm restarts); `npm run stack:down` stops it. */
export default async function globalTeardown(): Promise<void> {}
