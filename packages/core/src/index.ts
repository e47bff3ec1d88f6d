export * from './ports.js';
export * from './domain/session.js';
export * from './domain/rtl.js';
export * from './domain/geo.js';
export * from './domain/modules.js';
export * from './i18n/index.js';
