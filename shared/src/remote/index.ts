export { type PageModule, type RemoteRoute, type RemoteRoutesModule, defineRemoteRoutes } from './defineRemoteRoutes';
export { SHARED_VERSION } from './sharedVersion';
