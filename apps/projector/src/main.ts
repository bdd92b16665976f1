import { loadConfig } from '@ats/infra/config';
import { runService } from '@ats/infra/runtime/run-service';
import { startProjectorApp } from './projector-app';

runService(
  () => startProjectorApp(loadConfig()),
  () => 'ATS projector running: projections, Kafka relay, process starters, inbox consumer, mail sender',
);
