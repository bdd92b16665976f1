export * from './branding-policies';
export * from './video-embed';
