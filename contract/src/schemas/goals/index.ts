export * from './goal-configuration';
export * from './goal-setting';
export * from './goal-year';
