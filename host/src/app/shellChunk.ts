// What the app loads once after sign-in: the antd shell and the remote page frame.
// Formatting is loaded here too, so the host provides it (and dayjs) before any
// remote asks; an unloaded shared module could otherwise be taken from a remote.
import '@dure/shared/format';

export { ShellLayout } from './ShellLayout';
export { resolveRemotePage } from '../federation/RemotePage';
