// Moved to the contract both sides import (contract/src/public-pages.ts); the backend's imports keep this path.
export * from '@walkden/contract/public-pages';
