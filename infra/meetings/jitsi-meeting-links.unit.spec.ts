import { jitsiMeetingLinks } from './jitsi-meeting-links';

describe('Jitsi Meet links', () => {
  it('makes an unguessable room under the configured server, a new one each time', async () => {
    const links = jitsiMeetingLinks('https://meet.example.org/');
    const input = { title: 'Technical interview', startsAt: '2026-11-25T10:00:00Z', durationMinutes: 60 };
    const first = await links.createMeeting(input);
    const second = await links.createMeeting(input);
    expect(first).toMatch(/^https:\/\/meet\.example\.org\/ats-[A-Za-z0-9_-]{22}$/);
    expect(second).not.toBe(first);
  });
});
