export * from './wallets';
