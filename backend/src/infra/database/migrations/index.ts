import { InitialSchema1795366940323 } from './1795366940323-initial-schema.js';

/** Every migration, oldest first. */
export const ALL_MIGRATIONS = [InitialSchema1795366940323];
