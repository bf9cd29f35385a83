/** Page arithmetic for staff lists ("Page X of Y"); pages are numbered from 1. */

export interface PageRequest {
  /** 1-based; values below 1 mean 1. */
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  /** At least 1, so an empty list reads "Page 1 of 1". */
  pageCount: number;
}

/** LIMIT and OFFSET for a page. */
export function pageWindow({ page, pageSize }: PageRequest): { limit: number; offset: number } {
  const current = Math.max(1, Math.floor(page));
  return { limit: pageSize, offset: (current - 1) * pageSize };
}

export function toPage<T>(items: T[], total: number, { page, pageSize }: PageRequest): Page<T> {
  return { items, page: Math.max(1, Math.floor(page)), pageSize, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}
