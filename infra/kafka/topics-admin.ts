import { Kafka } from 'kafkajs';

export const ATS_TOPICS = ['ats.job.v1', 'ats.application.v1', 'ats.jobpostings.v1', 'ats.jobautoclose.v1', 'ats.push.v1', 'ats.candidate.v1', 'ats.requisition.v1', 'ats.offer.v1', 'ats.interview.v1', 'ats.feedbackreminder.v1'] as const;

/** Creates the topics up front so consumers can subscribe before the first event is relayed. */
export const ensureTopics = async (brokers: string[]): Promise<void> => {
  const admin = new Kafka({ clientId: 'ats-admin', brokers, logLevel: 1 }).admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = ATS_TOPICS.filter((topic) => !existing.has(topic));
    if (missing.length > 0) {
      await admin.createTopics({ waitForLeaders: true, topics: missing.map((topic) => ({ topic, numPartitions: 3 })) });
    }
  } finally {
    await admin.disconnect();
  }
};
