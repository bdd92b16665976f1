/** English titles of the requisition notifications (spec 01 §3.8); the inbox row's chips name the requisition. */
export const requisitionNotificationsEn = {
  'hiringPlan.inbox.APPROVAL_REQUEST': 'A requisition is waiting for your approval',
  'hiringPlan.inbox.APPROVAL_REMINDER': 'Reminder: a requisition is waiting for your approval',
  'hiringPlan.inbox.REQUISITION_APPROVED': 'Your requisition was approved',
  'hiringPlan.inbox.REQUISITION_REJECTED': '{actor} rejected your requisition',
  'hiringPlan.inbox.REQUISITION_RECRUITER_ASSIGNED': '{actor} assigned you as recruiter on a requisition',
  'hiringPlan.inbox.REQUISITION_RECRUITER_REMOVED': '{actor} removed you as recruiter from a requisition',
};
