/** SAR typed by a person → integer halalas for the API. */
export const toHalalas = (sar: number) => Math.round(sar * 100);

export type WithdrawalProblem = 'required' | 'positive' | 'minimum' | 'overBalance';

/** Why an amount in SAR cannot be withdrawn from a balance in halalas, or null. */
export function withdrawalProblem(sar: number, balanceHalalas: number): WithdrawalProblem | null {
  if (!Number.isFinite(sar)) return 'required';
  if (sar <= 0) return 'positive';
  const halalas = toHalalas(sar);
  if (halalas < 100) return 'minimum';
  if (halalas > balanceHalalas) return 'overBalance';
  return null;
}
