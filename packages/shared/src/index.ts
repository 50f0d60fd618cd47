export * from './accounts.js';
export * from './http.js';
export * from './limits.js';
export * from './messages.js';
