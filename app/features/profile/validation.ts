export interface PasswordDraft {
  old_password: string;
  password: string;
  password_confirmation: string;
}

export const MIN_PASSWORD = 8;
const MAX_PASSWORD = 128;

/** Problems of a password change before sending, as message ids per field name. */
export function passwordProblems(draft: PasswordDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (draft.old_password === '') problems.old_password = 'profile.problem.oldRequired';
  if (draft.password.length < MIN_PASSWORD) problems.password = 'profile.problem.passwordShort';
  else if (draft.password.length > MAX_PASSWORD) problems.password = 'profile.problem.passwordLong';
  else if (draft.password === draft.old_password) problems.password = 'profile.problem.passwordSame';
  if (draft.password_confirmation !== draft.password) problems.password_confirmation = 'profile.problem.mismatch';
  return problems;
}

/** Problems of the profile form before sending (name 2–100, optional e-mail). */
export function profileProblems(draft: { name: string; email: string }): Record<string, string> {
  const problems: Record<string, string> = {};
  const name = draft.name.trim();
  if (name.length < 2 || name.length > 100) problems.name = 'profile.problem.name';
  const email = draft.email.trim();
  if (email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.email = 'profile.problem.email';
  return problems;
}
