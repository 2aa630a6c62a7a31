// Contracts: one TypeBox schema per request and response shape, shared by the api and the screens.
// Area contracts live beside this file (`@dure/shared/contracts/<area>/<resource>`); this entry holds the common parts.
export * from './common';
