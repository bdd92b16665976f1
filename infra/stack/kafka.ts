// Kafka: Apache Kafka 4.1.0 as a single KRaft node (broker and controller in one JVM). An installed
// Kafka (kafka-server-start.sh on PATH or in $KAFKA_HOME/bin) is used when present; otherwise its jars
// come from Maven Central through infra/stack/kafka/pom.xml into $ATS_CACHE_DIR/kafka-4.1.0/libs.
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { Kafka, logLevel } from 'kafkajs';
import { ensureJava, ensureMavenLibs } from './maven';
import { KAFKA_VERSION } from './config';
import { isExecutable, runChecked, seconds, spawnDetached, waitUntil, which, writeFileAtomic } from './proc';
import { logFileOf, ServiceContext, ServiceDriver } from './service';

const POM = path.join(__dirname, 'kafka', 'pom.xml');
const kafkaDirOf = (ctx: ServiceContext) => path.join(ctx.dir, 'kafka');
const propertiesOf = (ctx: ServiceContext) => path.join(kafkaDirOf(ctx), 'server.properties');

const hasKafkaJars = (libs: string) => {
  try {
    return fs.readdirSync(libs).some((f) => /^kafka_2\.1\d-.*\.jar$/.test(f));
  } catch {
    return false;
  }
};

/** An installed Kafka: kafka-server-start.sh on PATH or in $KAFKA_HOME/bin; its libs folder. */
function installedLibs(): string | null {
  const candidates = [which('kafka-server-start.sh'), process.env.KAFKA_HOME ? path.join(process.env.KAFKA_HOME, 'bin', 'kafka-server-start.sh') : null];
  for (const script of candidates) {
    if (!script || !isExecutable(script)) continue;
    const libs = path.join(path.dirname(path.dirname(fs.realpathSync(script))), 'libs');
    if (hasKafkaJars(libs)) return libs;
  }
  return null;
}

function serverProperties(ctx: ServiceContext, dataDir: string): string {
  const { kafka, kafkaController } = ctx.ports;
  return [
    '# Written by infra/stack on every start: edits here are lost.',
    'process.roles=broker,controller',
    'node.id=1',
    `controller.quorum.voters=1@127.0.0.1:${kafkaController}`,
    `listeners=PLAINTEXT://127.0.0.1:${kafka},CONTROLLER://127.0.0.1:${kafkaController}`,
    `advertised.listeners=PLAINTEXT://127.0.0.1:${kafka}`,
    'inter.broker.listener.name=PLAINTEXT',
    'controller.listener.names=CONTROLLER',
    'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
    `log.dirs=${dataDir}`,
    'auto.create.topics.enable=true',
    'num.partitions=3',
    'default.replication.factor=1',
    'min.insync.replicas=1',
    'offsets.topic.replication.factor=1',
    'share.coordinator.state.topic.replication.factor=1',
    'share.coordinator.state.topic.min.isr=1',
    'transaction.state.log.replication.factor=1',
    'transaction.state.log.min.isr=1',
    'group.initial.rebalance.delay.ms=0',
    'num.network.threads=2',
    'num.io.threads=4',
    'log.retention.hours=168',
    '',
  ].join('\n');
}

function log4j2Xml(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!-- Written by infra/stack: Kafka logs at WARN to the console, which goes to .stack/<profile>/kafka.log -->
<Configuration status="WARN">
  <Appenders>
    <Console name="STDOUT" target="SYSTEM_OUT">
      <PatternLayout pattern="[%d] %p %m (%c)%n"/>
    </Console>
  </Appenders>
  <Loggers>
    <Root level="WARN"><AppenderRef ref="STDOUT"/></Root>
    <Logger name="kafka.server.KafkaServer" level="INFO"/>
    <Logger name="kafka.server.BrokerServer" level="INFO"/>
  </Loggers>
</Configuration>
`;
}

function jvmArgs(ctx: ServiceContext): string[] {
  const dir = kafkaDirOf(ctx);
  return [
    '-Xmx512m',
    '-Xms128m',
    '-XX:+UseG1GC',
    '-XX:MaxGCPauseMillis=20',
    '-XX:+ExitOnOutOfMemoryError',
    '-Djava.awt.headless=true',
    `-Dlog4j2.configurationFile=${path.join(dir, 'log4j2.xml')}`,
    `-Dkafka.logs.dir=${path.join(dir, 'logs')}`,
  ];
}

let libsDir: string | null = null;

export const kafkaDriver: ServiceDriver = {
  name: 'kafka',
  portKeys: ['kafka', 'kafkaController'],
  markers: (ctx) => ['kafka.Kafka', propertiesOf(ctx)],
  stopSignal: 'SIGTERM',
  stopTimeoutMs: 45_000,
  readyTimeoutMs: 120_000,

  async obtain(ctx) {
    const installed = installedLibs();
    if (installed) {
      await ensureJava('Kafka', false, ctx.step);
      libsDir = installed;
      return;
    }
    libsDir = await ensureMavenLibs(
      { label: `Kafka ${KAFKA_VERSION}`, pom: POM, libs: path.join(ctx.cache, `kafka-${KAFKA_VERSION}`, 'libs'), hasJars: hasKafkaJars },
      ctx.step,
    );
  },

  async launch(ctx) {
    const dir = kafkaDirOf(ctx);
    const dataDir = path.join(dir, 'data');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
    writeFileAtomic(propertiesOf(ctx), serverProperties(ctx, dataDir));
    writeFileAtomic(path.join(dir, 'log4j2.xml'), log4j2Xml());
    const classpath = `${libsDir}/*`;

    const formatted = path.join(dir, '.formatted');
    if (!fs.existsSync(formatted) || !fs.existsSync(path.join(dataDir, 'meta.properties'))) {
      const idFile = path.join(dir, 'cluster.id');
      let clusterId = fs.existsSync(idFile) ? fs.readFileSync(idFile, 'utf8').trim() : '';
      // Not starting with '-': the storage tool would read such an id as an option.
      if (!/^[A-Za-z0-9_][A-Za-z0-9_-]{21}$/.test(clusterId)) {
        do clusterId = crypto.randomBytes(16).toString('base64url');
        while (clusterId.startsWith('-'));
        writeFileAtomic(idFile, `${clusterId}\n`);
      }
      const t0 = Date.now();
      ctx.step(`formatting KRaft storage in ${dataDir} (cluster id ${clusterId}) …`);
      await runChecked('kafka: formatting storage (kafka.tools.StorageTool format)', 'java', [
        ...jvmArgs(ctx), '-cp', classpath, 'kafka.tools.StorageTool', 'format',
        '--cluster-id', clusterId, '--config', propertiesOf(ctx), '--ignore-formatted',
      ], { cwd: dir, timeoutMs: 120_000 });
      fs.writeFileSync(formatted, `${new Date().toISOString()} ${clusterId}\n`);
      ctx.step(`formatted in ${seconds(t0)}s`);
    }

    ctx.step(`java kafka.Kafka (broker 127.0.0.1:${ctx.ports.kafka}, controller 127.0.0.1:${ctx.ports.kafkaController})`);
    const launched = await spawnDetached('java', [...jvmArgs(ctx), '-cp', classpath, 'kafka.Kafka', propertiesOf(ctx)], {
      cwd: dir,
      logFile: logFileOf(ctx, 'kafka'),
    });
    return { pid: launched.pid, exited: launched.exited, extra: { libs: libsDir } };
  },

  async ready(_ctx, state, deadlineMs) {
    const broker = `127.0.0.1:${state.ports.kafka}`;
    await waitUntil(
      `kafka on ${broker} (admin listTopics)`,
      async () => {
        const kafka = new Kafka({
          clientId: 'ats-stack',
          brokers: [broker],
          logLevel: logLevel.NOTHING,
          connectionTimeout: 2000,
          requestTimeout: 5000,
          retry: { retries: 0 },
        });
        const admin = kafka.admin();
        try {
          await admin.connect();
          await admin.listTopics();
          return true;
        } finally {
          await admin.disconnect().catch(() => undefined);
        }
      },
      { timeoutMs: Math.max(0, deadlineMs - Date.now()), intervalMs: 500 },
    );
  },
};
