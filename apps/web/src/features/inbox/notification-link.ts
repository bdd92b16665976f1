import type { InboxNotification } from '../../app/api/api-types';

/** The candidate profile link of a notification (spec 01 §2.8), or null when it has no application. */
export const notificationLink = (notification: InboxNotification): string | null => {
  if (!notification.jobApplicationId) return null;
  const params = new URLSearchParams();
  const data = notification.redirectionData ?? {};
  const tabId = data.commentId ?? data.bamId ?? data.emailSentId;
  if (typeof tabId === 'string' && tabId) params.set('tabId', tabId);
  if (typeof data.filterId === 'string' && data.filterId) params.set('filterId', data.filterId);
  if (notification.type === 'APPLICATION_STAGE_MOVEMENTS') params.set('stageMovements', 'true');
  const search = params.toString();
  return `/recruiter/candidate-profile/${encodeURIComponent(notification.jobApplicationId)}${search ? `?${search}` : ''}`;
};
