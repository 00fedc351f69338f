export { AlertDialog, alertDialogTones, type AlertDialogProps } from './AlertDialog';
