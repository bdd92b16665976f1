import { loadConfig } from '../../../infra/config';
import { runService } from '../../../infra/runtime/run-service';
import { startWorkerApp } from './worker-app';

const config = loadConfig();
runService(
  () => startWorkerApp(config),
  () => `ATS worker polling task queue "${config.temporalTaskQueue}" on ${config.temporalAddress}`,
);
