export * from './access';
export * from './constants';
export * from './schemas/auth';
export * from './schemas/common';
