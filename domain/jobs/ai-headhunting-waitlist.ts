import { decision, type RelationalDecision, type WriteContext } from '../shared/relational-decision';

/** A company on the 'AI Headhunting' waitlist (spec 02 §2.6: the card searching over 7 million profiles). */
export type AiHeadhuntingWaitlistRow = { id: string; companyId: string; joinedBy: string; joinedAt: Date };

export type JobsTables = { ai_headhunting_waitlist: AiHeadhuntingWaitlistRow };

export type WaitlistState = { joined: boolean; joinedAt: Date | null };

/** Joining once is enough: a second join by anyone of the company changes nothing and answers the first. */
export const joinAiHeadhuntingWaitlist = (
  existing: { entry: AiHeadhuntingWaitlistRow | null },
  caller: { userId: string; companyId: string },
  context: WriteContext,
): RelationalDecision<JobsTables, never, WaitlistState> => {
  if (existing.entry) return decision({ joined: true, joinedAt: existing.entry.joinedAt });
  const row: AiHeadhuntingWaitlistRow = { id: context.newId(), companyId: caller.companyId, joinedBy: caller.userId, joinedAt: context.now };
  return decision(
    { joined: true, joinedAt: row.joinedAt },
    {
      writes: [{ table: 'ai_headhunting_waitlist', insert: row }],
      audit: [
        { companyId: caller.companyId, actorId: caller.userId, entity: 'ai_headhunting_waitlist', entityId: row.id, action: 'create', before: null, after: row },
      ],
    },
  );
};
