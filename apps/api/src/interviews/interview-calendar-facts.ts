import { InterviewErrors, type CalendarFacts, type InterviewSlot } from '@ats/domain/interviews';
import type { CalendarDirectory } from '@ats/infra/calendars/calendar-directory';

/**
 * What the decider needs from the calendars (spec 03 §5 "Scheduling"): each interviewer's busy time over the
 * slot and who is not integrated. Read here, judged by the decider. A calendar that cannot be read is the
 * spec's 'Interviewer added but we can't access the interviewer calendar'.
 */
export const calendarFacts = async (
  calendars: CalendarDirectory,
  companyId: string,
  people: ReadonlyArray<{ id: string; name: string | null; email: string }>,
  slot: InterviewSlot,
): Promise<CalendarFacts> => {
  const facts: CalendarFacts = { busy: [], notIntegratedUserIds: [] };
  for (const person of people) {
    let calendar;
    try {
      calendar = await calendars.calendarOf(companyId, person.id);
    } catch {
      throw InterviewErrors.calendarUnreachable();
    }
    if (!calendar.integrated) {
      facts.notIntegratedUserIds.push(person.id);
      continue;
    }
    const blocks = await calendar.port.freeBusy(person.id, slot.startsAt, slot.endsAt).catch(() => {
      throw InterviewErrors.calendarUnreachable();
    });
    facts.busy.push({ userId: person.id, name: person.name ?? person.email, blocks });
  }
  return facts;
};
