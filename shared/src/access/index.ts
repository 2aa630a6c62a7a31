export * from './roles';
export * from './expand';
export * from './pages';
export * from './access';
export * from './can';
