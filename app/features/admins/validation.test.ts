import { describe, expect, it } from 'vitest';
import { adminProblems, adminRoles, rolePermissions, type AdminDraft } from './validation';

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

  it('gives each role a set of permissions, narrower down the roles, never empty', () => {
    for (const role of adminRoles) expect(adminProblems({ ...valid, role, permissions: [...rolePermissions[role]] })).toEqual({});
    expect(rolePermissions.receptionist).toEqual(['reservations.view', 'reservations.manage', 'clients.view']);
    expect(rolePermissions.manager.every((p) => rolePermissions.admin.includes(p))).toBe(true);
    expect(rolePermissions.manager).not.toContain('wallet.withdraw');
    expect(rolePermissions.receptionist.every((p) => rolePermissions.manager.includes(p))).toBe(true);
  });
});
