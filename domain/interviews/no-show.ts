/**
 * Spec 03 "Interview": 'No Show' can be marked only while no OTHER interviewer has submitted feedback (the
 * marker's own feedback does not stop them), and it can be changed later. The web offers it on the same rules.
 */
export const noShowMarkable = (feedbackBy: readonly string[], actorId: string): boolean => feedbackBy.every((id) => id === actorId);

/** Nobody can have failed to show up before the interview began; taking a no-show back is always possible. */
export const noShowInTime = (startsAt: string, now: Date, noShow: boolean): boolean => !noShow || Date.parse(startsAt) <= now.getTime();
