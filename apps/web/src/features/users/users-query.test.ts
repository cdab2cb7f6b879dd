import { describe, expect, it } from 'vitest';
import { listArgsOf, readUsersQuery, writeUsersQuery } from './users-query';

const read = (search: string) => readUsersQuery(new URLSearchParams(search));

describe('users URL state', () => {
  it('defaults to page 1 of 10, and 50 a page for a key-word search', () => {
    expect(read('')).toMatchObject({ page: 1, size: 10, q: '' });
    expect(read('q=jane')).toMatchObject({ page: 1, size: 50, q: 'jane' });
    expect(writeUsersQuery(read('q=jane')).toString()).toBe('q=jane');
    expect(writeUsersQuery({ ...read('q=jane'), size: 10 }).toString()).toBe('q=jane&size=10');
  });

  it('drops what it cannot use: odd sizes, pages, dates, statuses and roles', () => {
    expect(read('page=0&size=7&from=2026-13-01&to=soon&status=gone&role=king')).toMatchObject({ page: 1, size: 10, from: '', to: '', status: '', role: '' });
  });

  it('turns the state into the search call’s filters, bounds as MM/DD/YYYY', () => {
    const query = read('from=2026-02-03&to=2026-02-04&status=blocked&groups=A, B&role=enduser&page=3&customerId=c-2');
    expect(listArgsOf(query, 'c-1')).toEqual({
      customerId: 'c-1',
      pageNumber: 3,
      pageSize: 10,
      fromDate: '02/03/2026 00:00:00',
      toDate: '02/04/2026 23:59:59',
      status: 'blocked',
      userGroups: 'A,B',
      role: 'enduser',
    });
  });
});
