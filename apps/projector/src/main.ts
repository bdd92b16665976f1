import { loadConfig } from '../../../infra/config';
import { startProjectorApp } from './projector-app';

const main = async () => {
  const running = await startProjectorApp(loadConfig());
  console.log('ATS projector running: projections, Kafka relay, process starters, inbox consumer');
  const shutdown = async () => {
    await running.stop();
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
