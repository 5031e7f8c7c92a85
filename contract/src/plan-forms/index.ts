export * from './form-steps';
export * from './form-schemas';
export * from './unit-plan-form';
export * from './lesson-plan-form';
export * from './plan-form-abilities';
export * from './plan-form-api';
export * from './plan-pdf';
