// Moved to the contract both sides import (contract/src/structured-data.ts); the backend's imports keep this path.
export * from '@walkden/contract/structured-data';
