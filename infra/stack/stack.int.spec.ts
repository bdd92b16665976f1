// The env the test stack exposes answers: PostgreSQL, Temporal (with the search attributes the
// workflows use) and Kafka. The integration project's global setup starts the test stack
// (infra/stack startStack({ profile: 'test' })) when these variables are not set.
import { Connection } from '@temporalio/client';
import { Kafka, logLevel } from 'kafkajs';
import { Client } from 'pg';
import { TEMPORAL_SEARCH_ATTRIBUTES } from './config';
import { stackEnv } from './index';

const defaults = stackEnv('test');
const env = {
  DATABASE_URL: process.env.DATABASE_URL ?? defaults.DATABASE_URL,
  TEMPORAL_ADDRESS: process.env.TEMPORAL_ADDRESS ?? defaults.TEMPORAL_ADDRESS,
  TEMPORAL_NAMESPACE: process.env.TEMPORAL_NAMESPACE ?? defaults.TEMPORAL_NAMESPACE,
  KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? defaults.KAFKA_BROKERS,
};

describe('the test stack', () => {
  it('has a PostgreSQL that answers at DATABASE_URL', async () => {
    const client = new Client({ connectionString: env.DATABASE_URL, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      const { rows } = await client.query<{ one: number }>('select 1 as one');
      expect(rows).toEqual([{ one: 1 }]);
      const dbs = await client.query<{ datname: string }>("select datname from pg_database where datname in ('ats', 'ats_test') order by datname");
      expect(dbs.rows.map((r) => r.datname)).toEqual(['ats', 'ats_test']);
      const max = await client.query<{ max_connections: string }>('show max_connections');
      expect(Number(max.rows[0].max_connections)).toBeGreaterThanOrEqual(200);
    } finally {
      await client.end();
    }
  });

  it('has a Temporal that answers at TEMPORAL_ADDRESS, with the ATS search attributes', async () => {
    const connection = await Connection.connect({ address: env.TEMPORAL_ADDRESS, connectTimeout: 10_000 });
    try {
      const info = await connection.workflowService.getSystemInfo({});
      expect(info.serverVersion).toMatch(/^\d+\.\d+/);
      const ns = await connection.workflowService.describeNamespace({ namespace: env.TEMPORAL_NAMESPACE });
      expect(ns.namespaceInfo?.name).toBe(env.TEMPORAL_NAMESPACE);
      const attrs = await connection.operatorService.listSearchAttributes({ namespace: env.TEMPORAL_NAMESPACE });
      for (const name of Object.keys(TEMPORAL_SEARCH_ATTRIBUTES)) expect(Object.keys(attrs.customAttributes ?? {})).toContain(name);
    } finally {
      await connection.close();
    }
  });

  it('has a Kafka that answers at KAFKA_BROKERS', async () => {
    const kafka = new Kafka({ clientId: 'stack-int-spec', brokers: env.KAFKA_BROKERS.split(','), logLevel: logLevel.NOTHING });
    const admin = kafka.admin();
    await admin.connect();
    try {
      const topics = await admin.listTopics();
      expect(Array.isArray(topics)).toBe(true);
    } finally {
      await admin.disconnect();
    }
  });
});
