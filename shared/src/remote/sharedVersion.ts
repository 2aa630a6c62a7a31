import pkg from '../../package.json';

/**
 * The @dure/shared version this bundle was built with. '@dure/shared/remote' is no federation singleton,
 * so each app carries its own build's value: a remote's differs from the host's when built on another shared.
 */
export const SHARED_VERSION: string = pkg.version;
