// Moved to the contract both sides import (contract/src/socket-events.ts); the backend's imports keep this path.
export * from '@walkden/contract/socket-events';
