export { type PageModule, type QueryAt, type RemotePageEntry, type RemoteRoute, type RemoteRoutesModule, type RouteData, defineRemoteRoutes } from './defineRemoteRoutes';
export { SHARED_VERSION } from './sharedVersion';
