/** English messages of the bulk actions' e-mails: the bulk e-mail's attachments (its Cc, Bcc and 'Send later' use the composer's own words), the invitation of 'Progress to a stage'. */
export const bulkEmailEn = {
  'bulkEmail.attachment.add': 'Add a file (PDF or Docx)',
  'bulkEmail.attachment.remove': 'Remove {name}',
  // Spec 02, candidate messages, verbatim.
  'bulkProgress.noInvitationEmail': 'There is no invitation email added for this stage. Please edit the job to add an invitation email.',
};
