import { accountLabel } from './account-label';

describe('accountLabel', () => {
  it('uses the full name when there is one', () => {
    expect(accountLabel({ fullName: 'Jane Walker', email: 'jane@example.com' })).toBe('Jane Walker');
  });

  it('falls back to the part of the e-mail before the @', () => {
    expect(accountLabel({ fullName: null, email: 'jane.walker@example.com' })).toBe('jane.walker');
  });

  it('ignores a blank full name', () => {
    expect(accountLabel({ fullName: '   ', email: 'sam@example.com' })).toBe('sam');
  });

  it("says 'Account' when there is neither a name nor an e-mail", () => {
    expect(accountLabel({ fullName: null, email: '' })).toBe('Account');
    expect(accountLabel({ fullName: null, email: '@example.com' })).toBe('Account');
    expect(accountLabel(null)).toBe('Account');
  });
});
