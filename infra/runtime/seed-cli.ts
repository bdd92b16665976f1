import { loadConfig } from '../config';
import { seedDemo } from './demo-seed';

/** `npm run seed`: demo companies, users, jobs and candidates, through a running API. */
const config = loadConfig();
seedDemo(process.env.API_URL ?? `http://127.0.0.1:${config.apiPort}`, config.databaseUrl).catch((error) => {
  console.error(error);
  process.exit(1);
});
