// Moved to the contract both sides import (contract/src/money.ts); the backend's imports keep this path.
export * from '@walkden/contract/money';
