export * from './access-token';
export * from './auth-error';
export * from './auth-settings';
export * from './otp-service';
export * from './refresh-tokens';
export * from './session';
