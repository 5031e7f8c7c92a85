export * from './goal-configuration';
export * from './goal-setting';
