// Moved to the contract both sides import (contract/src/checkout-rules.ts); the backend's imports keep this path.
export * from '@walkden/contract/checkout-rules';
