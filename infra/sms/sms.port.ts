/**
 * Text messages to a phone (spec 03 §2.3 "It can send a link to a mobile phone by SMS"): a port, so a provider
 * can be plugged in; until one is configured every message stays in the development outbox (infra/sms/sms-outbox.ts),
 * readable at /api/dev-sms-outbox like the development mailbox.
 */
export type SmsMessage = { to: string; text: string };

export type SmsSender = {
  /** Sends or queues the message; rejects when it cannot (the caller answers 'Unable to send SMS'). */
  send(message: SmsMessage): Promise<void>;
};

export const SMS_SENDER = Symbol('SMS_SENDER');

/** Longest text kept: a few SMS segments; a link page is short. */
export const MAX_SMS_LENGTH = 480;
