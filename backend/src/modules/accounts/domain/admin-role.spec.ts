import { roleChangeRefusal } from './admin-role.js';

const base = { actorId: 'a1', targetId: 'u2', targetIsAdmin: true, removesAccess: true, adminCount: 2 };

describe('roleChangeRefusal', () => {
  it('lets an administrator remove another while one remains', () => {
    expect(roleChangeRefusal(base)).toBeNull();
  });

  it('refuses to remove the last administrator', () => {
    expect(roleChangeRefusal({ ...base, adminCount: 1 })).toBe('last_admin');
    expect(roleChangeRefusal({ ...base, actorId: null, adminCount: 1 })).toBe('last_admin');
  });

  it('refuses an administrator removing their own access', () => {
    expect(roleChangeRefusal({ ...base, targetId: 'a1' })).toBe('own_account');
  });

  it('does not count customers against the admins', () => {
    expect(roleChangeRefusal({ ...base, targetIsAdmin: false, adminCount: 1 })).toBeNull();
    expect(roleChangeRefusal({ ...base, removesAccess: false, adminCount: 1 })).toBeNull();
  });
});
