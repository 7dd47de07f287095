export * from './accounts.js';
export * from './platform.js';
export * from './ledger.js';
export * from './wallet.js';
export * from './tasks.js';
export * from './wechat.js';
export * from './security.js';
export * from './catalogue.js';
