import { loadConfig } from '@ats/infra/config';
import { createApiApp } from './api-app';

const main = async () => {
  const config = loadConfig();
  const app = await createApiApp();
  await app.listen(config.apiPort, '127.0.0.1');
  console.log(`ATS API listening on http://127.0.0.1:${config.apiPort}/api (docs at /api/docs)`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
