export * from './auditHistory';
export * from './department';
export * from './loginAttempt';
export * from './oauthToken';
export * from './user';
export * from './userAuthority';
export * from './notification';
export * from './record';
