import { ADMIN_TABS } from './admin-tabs';
import { routePaths } from './route-paths';
import { routes } from './routes';

describe('routePaths', () => {
  it('lists every page of the route table once, with who may open it', () => {
    const paths = routePaths(routes);
    const byPath = new Map(paths.map((route) => [route.path, route.access]));

    expect(paths).toHaveLength(byPath.size);
    expect(byPath.get('/')).toBe('public');
    expect(byPath.get('/menu')).toBe('public');
    expect(byPath.get('/auth')).toBe('guest');
    expect(byPath.get('/checkout')).toBe('signed-in');
    expect(byPath.get('/admin')).toBe('staff');
    for (const tab of ADMIN_TABS) expect(byPath.get(`/admin/${tab.path}`)).toBe('staff');
    expect([...byPath.keys()].filter((path) => path.includes(':') || path.includes('*'))).toEqual([]);
  });
});
