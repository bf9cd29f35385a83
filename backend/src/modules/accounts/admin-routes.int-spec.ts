import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { io } from 'socket.io-client';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { UsersService } from './users.service.js';

interface Route {
  method: string;
  path: string;
}

/** Every route of the API, read from Nest's own controller metadata. */
function listRoutes(api: TestApp): Route[] {
  const discovery = api.app.get(DiscoveryService);
  const scanner = api.app.get(MetadataScanner);
  const routes: Route[] = [];
  for (const controller of discovery.getControllers()) {
    const prototype = Object.getPrototypeOf(controller.instance) as Record<string, unknown>;
    const prefixes = [Reflect.getMetadata(PATH_METADATA, controller.metatype as object) as string | string[]].flat();
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as object;
      const subPaths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (subPaths === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      for (const prefix of prefixes) {
        for (const sub of [subPaths].flat()) {
          const path = ['/api', prefix, sub].map((part) => String(part ?? '').replace(/^\/|\/$/g, '')).filter(Boolean).join('/');
          routes.push({ method, path: `/${path}`.replace(/^\/api\/health/, '/health') });
        }
      }
    }
  }
  return routes;
}

/** A concrete URL for a route pattern: every :param becomes a well-formed id that matches nothing. */
function concrete(path: string): string {
  return path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
}

describe('admin routes', () => {
  let api: TestApp;
  let adminRoutes: Route[];
  let customer: TestHttpClient;
  let admin: TestHttpClient;

  beforeAll(async () => {
    api = await createTestApp();
    adminRoutes = listRoutes(api).filter((route) => route.path.startsWith('/api/admin/') || route.path === '/api/admin');
    const users = api.app.get(UsersService);
    await users.createUser({ email: 'customer@routes.test', password: 'customer pass', emailConfirmed: true });
    await users.createUser({ email: 'admin@routes.test', password: 'admin pass!', emailConfirmed: true, isAdmin: true });
    customer = new TestHttpClient(api.url, { 'x-forwarded-for': '10.1.0.1' });
    admin = new TestHttpClient(api.url, { 'x-forwarded-for': '10.1.0.2' });
    expect((await customer.post('/api/auth/sign-in', { email: 'customer@routes.test', password: 'customer pass' })).status).toBe(200);
    expect((await admin.post('/api/auth/sign-in', { email: 'admin@routes.test', password: 'admin pass!' })).status).toBe(200);
  });

  afterAll(async () => {
    await api?.close();
  });

  it('finds the staff routes in the route metadata', () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
  });

  it('answers 401 to an anonymous caller and 403 to a customer on every admin route', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes) {
      const anonymous = new TestHttpClient(api.url);
      const asAnonymous = await anonymous.request(route.method, concrete(route.path), route.method === 'GET' ? undefined : {});
      const asCustomer = await customer.request(route.method, concrete(route.path), route.method === 'GET' ? undefined : {});
      if (asAnonymous.status !== 401) failures.push(`${route.method} ${route.path}: anonymous got ${asAnonymous.status}`);
      if (asCustomer.status !== 403) failures.push(`${route.method} ${route.path}: customer got ${asCustomer.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets an administrator through the guard', async () => {
    const getRoute = adminRoutes.find((route) => route.method === 'GET' && !route.path.includes(':'));
    expect(getRoute).toBeDefined();
    const response = await admin.get(getRoute!.path);
    expect({ route: getRoute!.path, status: response.status }).toEqual({ route: getRoute!.path, status: 200 });
  });

  it('lets only administrators into the admin Socket.IO namespace', async () => {
    const connect = (client?: TestHttpClient) =>
      new Promise<string>((resolve) => {
        const cookie = client ? [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
        const socket = io(`${api.url}/admin`, { transports: ['websocket'], extraHeaders: cookie ? { cookie } : {}, reconnection: false });
        socket.on('connect', () => {
          socket.close();
          resolve('connected');
        });
        socket.on('connect_error', (error) => {
          socket.close();
          resolve(error.message);
        });
      });
    await expect(connect()).resolves.toBe('unauthorized');
    await expect(connect(customer)).resolves.toBe('forbidden');
    await expect(connect(admin)).resolves.toBe('connected');
  });
});
