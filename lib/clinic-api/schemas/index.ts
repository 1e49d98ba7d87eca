export * from './shared';
export * from './site';
export * from './content';
export * from './booking';
export * from './leads';
export * from './conversations';
export * from './platform';
