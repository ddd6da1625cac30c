/**
 * The spec's error texts (§5, §8), word for word, with a stable code each; the modal translates by code and falls
 * back to the message. Shared by the route handlers and the client (no server-only imports here).
 */
import { appError as error, type AppError } from '@/schemas/app-error';

/** An identity refusal: the one error model (src/schemas/app-error.ts). */
export type IdentityError = AppError;

export const IDENTITY_ERRORS = {
  numberRequired: error(422, 'number_required', 'Please enter your mobile number'),
  invalidNumber: error(400, 'invalid_number', 'Invalid Mobile Number'),
  userNotFound: error(404, 'user_not_found', 'User not found'),
  networkRequired: error(422, 'network_required', 'Please choose your network'),
  otpRequired: error(422, 'otp_required', "Please enter the OTP we've sent to you via SMS"),
  invalidOtp: error(400, 'invalid_otp', 'Invalid OTP'),
  otpMaxSend: error(429, 'otp_max_send', 'Maximum OTPs has been sent for this period. Please try again in 5 minutes'),
  otpMaxResend: error(429, 'otp_max_resend', 'Maximum OTPs has been sent for this period. Please try again in 1 minute'),
  otpExceeded: error(429, 'otp_exceeded', 'Exceeded number of OTP submissions'),
  emailRequired: error(422, 'email_required', 'Email is Required'),
  emailInvalid: error(422, 'email_invalid', 'Not a valid email'),
  emailNotFound: error(404, 'email_not_found', 'Sorry, this email address is not in our records...'),
  passcodeRequired: error(422, 'passcode_required', "Please enter the Passcode we've sent to you via email"),
  invalidPasscode: error(400, 'invalid_passcode', 'Invalid Passcode'),
  passcodeMaxSend: error(429, 'passcode_max_send', 'Maximum Passcodes has been sent for this period. Please try again in 5 minutes'),
  passcodeMaxResend: error(429, 'passcode_max_resend', 'Maximum Passcodes has been sent for this period. Please try again in 1 minute'),
  passcodeExceeded: error(429, 'passcode_exceeded', 'Exceeded number of Passcode submissions'),
  staffEmailNotFound: error(404, 'staff_email_not_found', "We couldn't find that email in our database"),
  tooManyRequests: error(429, 'too_many_requests', 'Too many requests. Please try again later'),
  sessionRequired: error(401, 'session_required', 'Please log in to continue'),
  /** A request that was already on its way when the fan's account was deleted (decision 019). */
  accountDeleted: error(410, 'account_deleted', 'This account has already been deleted.'),
  forbidden: error(403, 'forbidden', 'You can only change your own profile'),
  verificationRequired: error(401, 'verification_required', "Please enter the OTP we've sent to you via SMS"),
  generic: error(500, 'internal_error', 'An error occurred. Please try again later'),
  /** A form with errors: the body's `fields` names each field's message code. */
  invalidInput: error(422, 'invalid_input', 'Please correct the highlighted fields'),
} as const;

export const IDENTITY_SUCCESS = {
  loginSuccess: 'Login Success!',
  loginFailed: 'Login failed. Please try again.',
  resetEmailSent: 'Check your email to reset your password',
} as const;
