import { randomBytes } from 'node:crypto';
import type { MeetingLinkPort } from './meeting-link.port';

/**
 * Jitsi Meet rooms exist as soon as someone opens their URL, so the link is made here: a room name of 128
 * random bits (base64url) that nobody can guess, under the configured server (meet.jit.si by default).
 */
export const jitsiMeetingLinks = (baseUrl: string): MeetingLinkPort => ({
  createMeeting: async () => `${baseUrl.replace(/\/+$/, '')}/ats-${randomBytes(16).toString('base64url')}`,
});
