export * from './shared';
export * from './jobs';
export * from './applications';
export * from './candidates/contact-validation';
