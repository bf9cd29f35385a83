import { ExpressAdapter } from '@nestjs/platform-express';
import express from 'express';

/**
 * The Express instance under Nest, with case-sensitive routing: `/API/...` is not `/api/...`, so
 * no path spelling can reach a route while skipping a check written for the real one. It must be
 * set before the router exists, which Nest's adapter creates as soon as it is constructed.
 */
export function createExpressAdapter(): ExpressAdapter {
  const instance = express();
  instance.set('case sensitive routing', true);
  return new ExpressAdapter(instance);
}
