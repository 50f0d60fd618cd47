export * from './accounts.js';
export * from './catalog.js';
export * from './http.js';
export * from './limits.js';
export * from './messages.js';
export * from './booking.js';
