export * from './email-template-types';
export * from './email-template.errors';
export * from './email-template-policies';
export * from './placeholders';
export * from './system-email-templates';
export * from './email-template-permissions';
export * from './email-template-attachments';
