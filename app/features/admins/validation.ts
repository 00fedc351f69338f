export const adminRoles = ['admin', 'manager', 'receptionist'] as const;
export type AdminRole = (typeof adminRoles)[number];

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
