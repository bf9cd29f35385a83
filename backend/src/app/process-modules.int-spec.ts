import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { Test, type TestingModule } from '@nestjs/testing';
import { MailSenderService } from '../infra/mail/mail-sender.service.js';
import { ApiModule } from './api.module.js';
import { WorkerModule } from './worker.module.js';

/** What each process holds, read from Nest's own container (compiled, not started). */
describe('each process gets the modules it runs', () => {
  let worker: TestingModule;
  let api: TestingModule;
  const names = (wrappers: { metatype: unknown }[]) => wrappers.map((wrapper) => (wrapper.metatype as { name?: string } | null)?.name).filter(Boolean);

  beforeAll(async () => {
    worker = await Test.createTestingModule({ imports: [WorkerModule, DiscoveryModule] }).compile();
    api = await Test.createTestingModule({ imports: [ApiModule, DiscoveryModule] }).compile();
  });

  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  it('the worker registers no HTTP controller, and none of the cart, menu or storage', () => {
    const discovery = worker.get(DiscoveryService);
    expect(names(discovery.getControllers())).toEqual([]);
    expect(names(discovery.getProviders())).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(CartService|MenuService|MenuImageStorage|CheckoutService)$/)]));
    // It still has what its jobs need.
    expect(names(discovery.getProviders())).toEqual(expect.arrayContaining(['ReconcilePaymentsJob', 'MailSenderService', 'RealtimePublisher']));
  });

  it('the api holds no SMTP transport (MailSenderService lives only in the worker) but has its controllers', () => {
    const discovery = api.get(DiscoveryService);
    expect(names(discovery.getProviders())).not.toContain('MailSenderService');
    expect(() => api.get(MailSenderService, { strict: false })).toThrow();
    expect(names(discovery.getControllers())).toEqual(expect.arrayContaining(['CheckoutController', 'AdminMenuController']));
  });
});
