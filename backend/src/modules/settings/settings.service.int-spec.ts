import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../infra/config/app-config.js';
import type { DomainEvents } from '../../infra/events/domain-events.service.js';
import type { AuditService } from '../audit/audit.service.js';
import { createTestDataSource, truncateAll } from '../../test/test-database.js';
import { SettingsException } from './settings.exception.js';
import { SettingsRepository } from './settings.repository.js';
import { SettingsService } from './settings.service.js';

describe('SettingsService', () => {
  let dataSource: DataSource;
  let service: SettingsService;
  const emitted: unknown[][] = [];
  // The audit entries of the staff form are covered in admin-settings.int-spec.ts.
  const audit = { recordChange: async () => undefined } as unknown as AuditService;
  const events = { emit: async (...args: unknown[]) => void emitted.push(args) } as unknown as DomainEvents;

  beforeAll(async () => {
    dataSource = await createTestDataSource();
    service = new SettingsService(new SettingsRepository(dataSource), events, audit, { isProduction: false } as AppConfig);
  });

  beforeEach(async () => {
    await truncateAll(dataSource);
    emitted.length = 0;
  });

  afterAll(async () => {
    // Its last test saved a delivery fee of £3.00: the files after this one in the worker expect the default.
    if (dataSource) await truncateAll(dataSource);
    await dataSource?.destroy();
  });

  it('lists every known setting, showing defaults for missing ones', async () => {
    await service.setSetting('delivery_fee', '300');
    const settings = await service.listSettings();
    expect(settings.map((setting) => setting.key)).toEqual([
      'max_distance',
      'delivery_fee',
      'minimum_order_value',
      'time_slot_buffer',
      'orders_per_time_slot',
      'default_capacity',
      'booking_covers_capacity',
      'deliveries',
      'collections',
      'require_two_step_for_staff',
      'printer_address',
      'printer_print_on',
      'printer_copies',
      'printer_paper_width',
      'collection_board',
      'weekly_summary_email',
      'order_ahead_days_collection',
      'order_ahead_days_delivery',
      'same_day_cutoff',
    ]);
    expect(settings.find((setting) => setting.key === 'delivery_fee')).toMatchObject({ value: '300', isDefault: false });
    expect(settings.find((setting) => setting.key === 'max_distance')).toMatchObject({ value: '2', isDefault: true, updatedAt: null });
  });

  it('requires two-step sign-in for staff by default in production only, until an administrator says otherwise', async () => {
    const production = new SettingsService(new SettingsRepository(dataSource), events, audit, { isProduction: true } as AppConfig);
    await expect(production.requiresTwoStepForStaff()).resolves.toBe(true);
    await expect(production.getSetting('require_two_step_for_staff')).resolves.toMatchObject({ value: 'true', isDefault: true });
    await expect(service.requiresTwoStepForStaff()).resolves.toBe(false);
    await expect(service.getSetting('require_two_step_for_staff')).resolves.toMatchObject({ value: 'false', isDefault: true });
    await service.setSetting('require_two_step_for_staff', 'true');
    await expect(service.requiresTwoStepForStaff()).resolves.toBe(true);
    await production.setSetting('require_two_step_for_staff', 'false');
    await expect(production.requiresTwoStepForStaff()).resolves.toBe(false);
  });

  it('stores a valid value in canonical form and stamps updated_at', async () => {
    const saved = await service.setSetting('max_distance', ' 3.50 ');
    expect(saved).toMatchObject({ key: 'max_distance', value: '3.5', isDefault: false });
    expect(saved.updatedAt).toBeInstanceOf(Date);
    await service.setSetting('max_distance', '4');
    await expect(service.getSetting('max_distance')).resolves.toMatchObject({ value: '4' });
  });

  it('refuses an invalid value with a clear message and keeps the old one', async () => {
    await service.setSetting('orders_per_time_slot', '5');
    const failure = service.setSetting('orders_per_time_slot', 'lots');
    await expect(failure).rejects.toBeInstanceOf(SettingsException);
    await expect(failure).rejects.toMatchObject({ code: 'SETTING_INVALID', status: 422, message: expect.stringContaining('whole number') });
    await expect(service.getSetting('orders_per_time_slot')).resolves.toMatchObject({ value: '5' });
  });

  it('emits SettingsChanged after a value is stored, and nothing for a refused one', async () => {
    await service.setSetting('delivery_fee', '300');
    await expect(service.setSetting('delivery_fee', 'free')).rejects.toBeInstanceOf(SettingsException);
    expect(emitted).toEqual([['SettingsChanged', { key: 'delivery_fee' }]]);
  });

  it('refuses an unknown key', async () => {
    await expect(service.setSetting('colour', 'red')).rejects.toMatchObject({ code: 'SETTING_UNKNOWN', status: 404 });
    await expect(service.getSetting('colour')).rejects.toBeInstanceOf(SettingsException);
  });

  it('gives the storefront typed values with defaults', async () => {
    await service.setSetting('collections', 'false');
    await service.setSetting('minimum_order_value', '2000');
    await expect(service.getPublicSettings()).resolves.toEqual({
      maxDistance: 2,
      deliveryFee: 250,
      minimumOrderValue: 2000,
      timeSlotBuffer: 10,
      ordersPerTimeSlot: 3,
      defaultCapacity: 1,
      bookingCoversCapacity: 20,
      deliveries: true,
      collections: false,
      orderAheadDaysCollection: 0,
      orderAheadDaysDelivery: 0,
      sameDayCutoff: '',
    });
  });
});
