/**
 * Where a Docker engine exists and no EVENTSTORE_URL is given, starts an EventStoreDB container
 * (testcontainers) so the EventStoreDB adapter runs the shared contract suite. Answers why when it cannot.
 */
import type { StartedTestContainer } from 'testcontainers';

export const EVENTSTOREDB_IMAGE = 'eventstore/eventstore:24.10';

export const startEventStoreDbContainer = async (): Promise<{ url: string; container: StartedTestContainer } | { skipped: string }> => {
  const { GenericContainer, Wait, getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch (error) {
    return { skipped: `no Docker engine for testcontainers (${error instanceof Error ? error.message.split('\n')[0] : String(error)})` };
  }
  const container = await new GenericContainer(EVENTSTOREDB_IMAGE)
    .withEnvironment({ EVENTSTORE_INSECURE: 'true', EVENTSTORE_RUN_PROJECTIONS: 'None', EVENTSTORE_MEM_DB: 'true' })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .start();
  return { url: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`, container };
};
