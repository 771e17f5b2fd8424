export * from './stages';
export * from './schemas';
export * from './search';
export * from './season';
export * from './shop-api-paths';
export type * from './api-types';
