import { Client, Connection } from '@temporalio/client';
import type { AtsConfig } from '../config';

export const connectTemporalClient = async (config: Pick<AtsConfig, 'temporalAddress' | 'temporalNamespace'>) => {
  const connection = await Connection.connect({ address: config.temporalAddress });
  return { client: new Client({ connection, namespace: config.temporalNamespace }), connection };
};
