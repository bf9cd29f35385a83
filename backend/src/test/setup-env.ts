import 'reflect-metadata';

// Runs before every test file. global-setup has put this run's database and Redis prefix in
// process.env; without them a test would touch a developer's own database.
if (!process.env.DATABASE_URL?.includes('/walkden_test_')) {
  throw new Error('DATABASE_URL does not name a walkden_test_* database: run the tests through `npm test` (Jest global-setup).');
}
process.env.NODE_ENV = 'test';
