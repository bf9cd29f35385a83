import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { seedDatabase } from '../../app/seed/seed.js';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { truncateAll } from '../../test/test-database.js';
import { OpeningTime } from '../scheduling/entities/opening-time.entity.js';

interface RestaurantAnswer {
  name: string;
  phone: { display: string };
  address: { oneLine: string };
  trader: { legalName: string; companyNumber: string | null; vatNumber: string | null };
  geo: { latitude: number; longitude: number };
  hours: { summary: { short: string }[]; closed: string | null; week: { day: string; times: string }[] };
}

const getRestaurant = async (api: TestApp) => {
  const response = await fetch(`${api.url}/api/restaurant`);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as RestaurantAnswer };
};

describe('GET /api/restaurant', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
    await truncateAll(api.app.get(DataSource));
    await seedDatabase(api.app.get(DataSource));
  });
  afterAll(async () => {
    await api?.close();
  });

  it("answers Walkden's profile, trader details and the hours of the opening sessions, cacheable", async () => {
    const { status, cacheControl, body } = await getRestaurant(api);
    expect(status).toBe(200);
    expect(cacheControl).toBe('public, max-age=60');
    expect(body).toMatchObject({
      name: 'Walkden Fried Chicken & Pizza',
      phone: { display: '0161 496 0123' },
      address: { oneLine: 'Bolton Road, Walkden, Manchester M28 3AX' },
      trader: { legalName: 'Walkden Kitchen Ltd', companyNumber: '12345678', vatNumber: 'GB 123 4567 89' },
      geo: { latitude: api.config.restaurantLatitude, longitude: api.config.restaurantLongitude },
    });
    expect(body.hours.summary.map((session) => session.short)).toEqual(['Tues-Sun 9-2', 'Thurs-Sun 5-9']);
    expect(body.hours.closed).toBe('Closed Mondays');
  });

  it('states a weekday staff close as closed as soon as the schedule changes', async () => {
    const openingTimes = api.app.get(DataSource).getRepository(OpeningTime);
    await getRestaurant(api); // the hours are now cached
    try {
      await openingTimes.update({ dayOfWeek: 4 }, { isOpen: false });
      await api.app.get(DomainEvents).emit('ScheduleChanged', { dates: [] });
      const { body } = await getRestaurant(api);
      expect(body.hours.week.find((day) => day.day === 'Thursday')?.times).toBe('Closed');
      expect(body.hours.closed).toBe('Closed Mondays and Thursdays');
    } finally {
      await openingTimes.update({ dayOfWeek: 4 }, { isOpen: true });
      await api.app.get(DomainEvents).emit('ScheduleChanged', { dates: [] });
    }
    expect((await getRestaurant(api)).body.hours.closed).toBe('Closed Mondays');
  });
});

describe('RESTAURANT_PROFILE_FILE', () => {
  let api: TestApp;

  beforeAll(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'restaurant-profile-')), 'profile.json');
    writeFileSync(file, JSON.stringify({ name: 'Boothstown Fried Chicken', trader: { legalName: 'Jo Bloggs', companyNumber: null, registeredIn: null, vatNumber: null, registeredOffice: '1 Main Street, Boothstown M28 1AA' } }));
    api = await createTestApp({ RESTAURANT_PROFILE_FILE: file });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("lays the operator's document over the built-in profile", async () => {
    const { body } = await getRestaurant(api);
    expect(body).toMatchObject({ name: 'Boothstown Fried Chicken', phone: { display: '0161 496 0123' }, trader: { legalName: 'Jo Bloggs', companyNumber: null, vatNumber: null } });
  });
});
