export * from './validate.js';
export * from './newsletter.js';
export * from './location.js';
