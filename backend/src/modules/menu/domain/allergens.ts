// Moved to the contract both sides import (contract/src/allergens.ts); the backend's imports keep this path.
export * from '@walkden/contract/allergens';
