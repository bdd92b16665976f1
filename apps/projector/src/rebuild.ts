import { loadConfig } from '@ats/infra/config';
import { createDataSource, migrate } from '@ats/infra/db/data-source';
import { rebuildProjection } from '@ats/infra/projections/projection-runner';
import { openEventStore } from '@ats/infra/runtime/open-event-store';
import { REBUILDABLE_READ_MODELS } from '@ats/projections';

/**
 * `npm run projections:rebuild -- <name>`: empties one read model and replays the whole history into it.
 * Stop the projector app first, or it will keep applying events meanwhile.
 */
const main = async () => {
  const name = process.argv[2];
  const projector = REBUILDABLE_READ_MODELS.find((candidate) => candidate.name === name);
  if (!projector) {
    console.error(`Usage: npm run projections:rebuild -- <${REBUILDABLE_READ_MODELS.map((p) => p.name).join('|')}>`);
    process.exit(2);
  }
  const config = loadConfig();
  const dataSource = createDataSource(config.databaseUrl);
  await dataSource.initialize();
  await migrate(dataSource);
  const store = await openEventStore(config);
  const started = Date.now();
  const count = await rebuildProjection(store, dataSource, projector);
  console.log(`Rebuilt ${projector.name} from ${count} events in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await store.close();
  await dataSource.destroy();
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
