// Moved to the contract both sides import (contract/src/category-name.ts); the backend's imports keep this path.
export * from '@walkden/contract/category-name';
