export * from './customers.js';
export * from './users.js';
export * from './sessions.js';
export * from './audit.js';
export * from './products.js';
export * from './inquiries.js';
export * from './sign-in.js';
export * from './admin.js';
