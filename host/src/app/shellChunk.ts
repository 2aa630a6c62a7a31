// What the router loads once after sign-in: the antd shell and the remote page frame.
export { ShellLayout } from './ShellLayout';
export { remoteRouteComponent } from '../federation/RemotePage';
