import { pageWindow, toPage } from './pagination.js';

describe('pagination', () => {
  it('turns a 1-based page into LIMIT and OFFSET', () => {
    expect(pageWindow({ page: 1, pageSize: 20 })).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow({ page: 3, pageSize: 10 })).toEqual({ limit: 10, offset: 20 });
    expect(pageWindow({ page: 0, pageSize: 10 })).toEqual({ limit: 10, offset: 0 });
  });

  it('counts pages, at least one', () => {
    expect(toPage([], 0, { page: 1, pageSize: 20 })).toMatchObject({ total: 0, pageCount: 1 });
    expect(toPage([], 41, { page: 2, pageSize: 20 })).toMatchObject({ page: 2, pageCount: 3 });
    expect(toPage([], 40, { page: 2, pageSize: 20 })).toMatchObject({ pageCount: 2 });
  });
});
