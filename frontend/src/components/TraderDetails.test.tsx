import { RESTAURANT_FIXTURE } from '../test/restaurant-fixture';
import { traderLines } from './TraderDetails';

describe('traderLines', () => {
  it('names the company, where it is registered, its number, registered office and VAT number', () => {
    expect(traderLines(RESTAURANT_FIXTURE.trader)).toEqual([
      'Walkden Kitchen Ltd, registered in England and Wales, company number 12345678',
      'Registered office: Bolton Road, Walkden, Manchester M28 3AX',
      'VAT registration number GB 123 4567 89',
    ]);
  });

  it('shows a sole trader by name, and says when the business is not VAT registered', () => {
    const soleTrader = { legalName: 'Jo Bloggs', companyNumber: null, registeredIn: null, vatNumber: null, registeredOffice: '1 Main Street, Boothstown M28 1AA' };
    expect(traderLines(soleTrader)).toEqual(['Jo Bloggs', 'Business address: 1 Main Street, Boothstown M28 1AA', 'Not registered for VAT']);
  });
});
