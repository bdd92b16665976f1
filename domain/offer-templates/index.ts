export * from './offer-placeholders';
export * from './offer-template.errors';
export * from './offer-template-permissions';
export * from './offer-template-policies';
