export * from './auth';
export * from './reference';
export * from './roles';
export * from './schools';
export * from './users';
export * from './plans';
export * from './goals';
export * from './goal-year';
