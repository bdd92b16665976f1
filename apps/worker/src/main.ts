import { loadConfig } from '@ats/infra/config';
import { runService } from '@ats/infra/runtime/run-service';
import { startWorkerApp } from './worker-app';

const config = loadConfig();
runService(
  () => startWorkerApp(config),
  () => `ATS worker polling task queue "${config.temporalTaskQueue}" on ${config.temporalAddress}`,
);
