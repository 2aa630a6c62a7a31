// What the app loads once after sign-in: the antd shell and the remote page frame.
export { ShellLayout } from './ShellLayout';
export { resolveRemotePage } from '../federation/RemotePage';
