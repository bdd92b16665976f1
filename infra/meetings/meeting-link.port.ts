/**
 * Meeting links for video interviews behind one port (ARCHITECTURE "Ports"): Jitsi Meet by default, which
 * needs no account; another video conferencing service is another adapter.
 */
export type MeetingLinkPort = {
  /** A new meeting's join URL, unguessable, for one interview. */
  createMeeting(input: { title: string; startsAt: string; durationMinutes: number }): Promise<string>;
};
