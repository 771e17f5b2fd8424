export * from './stages';
export * from './schemas';
export * from './search';
export * from './season';
