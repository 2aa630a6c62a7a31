// Formatting (dayjs and its Korean locale) is its own entry, '@dure/shared/format',
// so the login page does not load it.
export * from './access/index';
export * from './constants';
// The full API message table is its own entry ('@dure/shared/messages'): a federation singleton is
// shared whole, so everything exported here is on the login page.
export { GUARD_MESSAGES } from './messages.guard';
export { HTTP_MESSAGES } from './messages.http';
export * from './config';
export * from './http/client';
export * from './http/errors';
export type { Page } from './http/page';
export { result } from './http/result';
export { refreshAccessToken, type TokenResponse } from './http/refresh';
export * from './session/atoms';
export * from './session/session';
export * from './session/hooks';
export { Can } from './session/Can';
export { PageLink } from './session/PageLink';
export * from './router';
export { documentTitle, useRecordTitle } from './documentTitle';
