export * from './common';
export * from './annual-plan';
export * from './tier-plan';
export * from './unit-plan';
export * from './lesson-plan';
export * from './consent';
export * from './plan-list-query';
export * from './unit-lesson';
