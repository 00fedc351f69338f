import type { Schema } from '../../../api-spec';

export const adminRoles = ['admin', 'manager', 'receptionist'] as const;
export type AdminRole = (typeof adminRoles)[number];

/**
 * What each role is given when it is chosen (the owner may then untick or add): an admin runs the
 * whole business; a manager the salons, people, bookings, clients and the wallet's reading, not the
 * money's moving, the bank account, packages or staff; a receptionist the bookings and the clients'
 * records (reading them: who is at the desk, their notes), not their notes' editing or blocking.
 */
export const rolePermissions: Record<AdminRole, readonly Schema<'PermissionKey'>[]> = {
  admin: [
    'salons.manage', 'barbers.manage', 'services.manage', 'reservations.view', 'reservations.manage', 'buffer_times.manage',
    'wallet.view', 'wallet.withdraw', 'bank.manage', 'packages.manage', 'admins.manage', 'clients.view', 'clients.manage',
  ],
  manager: [
    'salons.manage', 'barbers.manage', 'services.manage', 'reservations.view', 'reservations.manage', 'buffer_times.manage', 'wallet.view',
    'clients.view', 'clients.manage',
  ],
  receptionist: ['reservations.view', 'reservations.manage', 'clients.view'],
};

export interface AdminDraft {
  name: string;
  mobile: string;
  country_code: string;
  email: string;
  role: AdminRole | null;
  permissions: string[];
}

/** Problems of the staff form before sending, as message ids per field name. */
export function adminProblems(draft: AdminDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (draft.name.trim() === '' || draft.name.trim().length > 100) problems.name = 'admins.problem.name';
  if (!/^5\d{8}$/.test(draft.mobile)) problems.mobile = 'admins.problem.mobile';
  const email = draft.email.trim();
  if (email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.email = 'admins.problem.email';
  if (!draft.role) problems.role = 'admins.problem.role';
  if (draft.permissions.length === 0) problems.permissions = 'admins.problem.permissions';
  return problems;
}
