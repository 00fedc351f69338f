/** A WhatsApp link that opens a new message with `text` (the owner picks the chat or status). */
export function whatsAppShareLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** Writes text to the clipboard; false when the browser refuses (no permission, an old browser). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
