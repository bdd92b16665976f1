/** The permission strings of the e-mail templates settings (spec 01 §6.2, 03 §6), spelt verbatim. */
export const EMAIL_TEMPLATE_PERMISSIONS = {
  list: 'COMPANY::EMAIL_TEMPLATES::LIST',
  add: 'COMPANY::EMAIL_TEMPLATES::ADD',
  edit: 'COMPANY::EMAIL_TEMPLATES::EDIT',
  delete: 'COMPANY::EMAIL_TEMPLATES::DELETE',
} as const;
