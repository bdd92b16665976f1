/** The permission strings of offer letter templates (spec 01 §6.2, 03 §6), spelt verbatim. */
export const OFFER_TEMPLATE_PERMISSIONS = {
  list: 'COMPANY::OFFER_LETTERS_TEMPLATES::LIST',
  add: 'COMPANY::OFFER_LETTERS_TEMPLATES::ADD',
  edit: 'COMPANY::OFFER_LETTERS_TEMPLATES::EDIT',
  delete: 'COMPANY::OFFER_LETTERS_TEMPLATES::DELETE',
  /** The plan's grant of the feature (permissionV2). */
  plan: 'COMPANY::OFFER_LETTERS_TEMPLATES::*',
} as const;
