/** The clinic API client in one import: schemas (types), the client, errors and the helpers of every area. */
export * from './schemas';
export * from './client';
export * from './errors';
export * from './pacing';
export * from './content';
export * from './booking';
export * from './leads';
export * from './conversations';
export * from './platform';
export * from './sync';
export * from './image-type';
