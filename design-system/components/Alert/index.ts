export { Alert, alertTones, type AlertProps, type AlertTone } from './Alert';
export { feedbackTones, type FeedbackTone } from './tones';
