export * from './offer-statuses';
export * from './offer.errors';
export * from './offer.events';
export * from './offer.commands';
export * from './offer.state';
export * from './offer.decider';
export * from './offer.history';
