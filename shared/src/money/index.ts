// '@dure/shared/money': the money rules of DOMAIN §1.2 and §4 that the api applies on save and the
// screens show live, written once. Pure and free of React; not in the main entry (login page budget),
// and not a federation singleton: each app bundles its own copy of this small module.
export * from './currency';
export * from './exchange';
export * from './vat';
export * from './contract';
export * from './taxInvoice';
export * from './salesOrder';
