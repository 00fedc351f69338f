/** Where the salon last booked at (or chosen) is kept, so the booking form and schedule start from it. */
const LAST_SALON_KEY = 'mawid.lastSalon';

/** Remembers the salon in use on this device. */
export function rememberSalon(salonId: number): void {
  try {
    localStorage.setItem(LAST_SALON_KEY, String(salonId));
  } catch {
    // Storage refused (private browsing, quota): the form starts from the first salon instead.
  }
}

function rememberedSalon(): number | undefined {
  try {
    return Number(localStorage.getItem(LAST_SALON_KEY)) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The salon a screen starts from: the one chosen (the address's), else the last one used if it is
 * still the provider's, else the first (the only one, for most salons).
 */
export function salonInUse(salons: readonly { id: number }[], chosen: number | undefined): number | undefined {
  if (chosen !== undefined) return chosen;
  const last = rememberedSalon();
  return salons.find((s) => s.id === last)?.id ?? salons[0]?.id;
}
