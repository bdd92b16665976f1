export * from './meeting-link.port';
export * from './jitsi-meeting-links';
