export { OtpField, type OtpFieldProps } from './OtpField';
export { OTP_LENGTH, emptyOtp, fillOtp, isOtpComplete, joinOtp, otpDigits, pasteOtp, splitOtp, typeIntoOtp, type OtpEntry } from './otp';
