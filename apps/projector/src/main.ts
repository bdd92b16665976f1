import { loadConfig } from '../../../infra/config';
import { runService } from '../../../infra/runtime/run-service';
import { startProjectorApp } from './projector-app';

runService(
  () => startProjectorApp(loadConfig()),
  () => 'ATS projector running: projections, Kafka relay, process starters, inbox consumer, mail sender',
);
