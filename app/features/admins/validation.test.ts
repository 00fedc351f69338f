import { describe, expect, it } from 'vitest';
import { adminProblems, type AdminDraft } from './validation';

const valid: AdminDraft = { name: 'Fahd', mobile: '500000009', country_code: '+966', email: '', role: 'receptionist', permissions: ['reservations.view'] };

describe('staff admin form', () => {
  it('passes a complete draft', () => {
    expect(adminProblems(valid)).toEqual({});
  });

  it('names every missing or malformed field', () => {
    expect(adminProblems({ ...valid, name: ' ', mobile: '400000000', email: 'x@', role: null, permissions: [] })).toEqual({
      name: 'admins.problem.name',
      mobile: 'admins.problem.mobile',
      email: 'admins.problem.email',
      role: 'admins.problem.role',
      permissions: 'admins.problem.permissions',
    });
  });
});
