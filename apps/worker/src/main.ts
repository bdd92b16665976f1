import { loadConfig } from '../../../infra/config';
import { startWorkerApp } from './worker-app';

const main = async () => {
  const config = loadConfig();
  const running = await startWorkerApp(config);
  console.log(`ATS worker polling task queue "${config.temporalTaskQueue}" on ${config.temporalAddress}`);
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
