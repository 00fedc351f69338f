import type { IconName } from '../Icon';

/** The four message tones shared by Alert, Banner and Toast. */
export type FeedbackTone = 'info' | 'positive' | 'caution' | 'critical';

/** Each tone has its own icon and a spoken word, so colour is never the only signal. */
export const toneDetails: Record<FeedbackTone, { icon: IconName; messageId: string }> = {
  info: { icon: 'info', messageId: 'ds.feedback.tone.info' },
  positive: { icon: 'checkCircle', messageId: 'ds.feedback.tone.positive' },
  caution: { icon: 'alert', messageId: 'ds.feedback.tone.caution' },
  // Not a crossed circle: on a banner or toast that reads as a close button.
  critical: { icon: 'alertCircle', messageId: 'ds.feedback.tone.critical' },
};
