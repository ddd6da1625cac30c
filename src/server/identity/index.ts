/** The identity context: what other contexts and the routes may use. */
export { getAuth } from './auth';
export {
  addStaffMember,
  getUserForStaff,
  listStaffMembers,
  searchUsers,
  sendStaffPasswordEmail,
  setFanRole,
  setStaffRole,
  USER_ENTITY,
  type StaffUserView,
  type UserListItem,
  type UserSearchPage,
} from './admin-users';
export { CODE_LIMITS } from './codes';
export { listConsents, type ConsentRecord, type ConsentSource } from './consent';
export { fanSignupsByWeek } from './dashboard-stats';
export { createStaffMember, DEMO_STAFF } from './demo-staff';
export { eraseAccount, isDeleted, lockFanForErasure } from './erasure';
export { fanDirectorySql, holdLiveFan, holdLiveFansSql, readLiveFan, type LiveFan } from './fans';
export {
  lookupNetwork,
  parseEmail,
  parseMsisdn,
  sendDeletionCode,
  sendEmailPasscode,
  sendLoginOtp,
  sendVoucherOtp,
  verifyDeletionCode,
  verifyEmailPasscode,
  verifyLoginOtp,
} from './login';
export { IDENTITY_ERRORS, IDENTITY_SUCCESS, type IdentityError } from './messages';
export { emsisdnFor, normaliseMsisdn } from './msisdn';
export {
  completeProfile,
  editProfile,
  setLanguage,
  setNickname,
  signUp,
  skipProfile,
  type CompleteProfileFields,
  type SignupDetails,
} from './profile';
export {
  closeSubscribeReminder,
  createSignupProof,
  endSession,
  getSignedIn,
  isSignupProofValid,
  isSubscribeReminderClosed,
  SIGNUP_PROOF_SECONDS,
  signupProofCookieName,
  signupProofMsisdn,
  startSession,
  toSessionUser,
  type SessionUser,
} from './session';
export { claimSmsBudget, type SmsClaim } from './sms-budget';
export { requestStaffPasswordReset, resetStaffPassword, signInStaff, STAFF_LIMITS, staffRoleOf, type StaffRole } from './staff';
export {
  findUserById,
  findUserByMsisdn,
  lockFan,
  profileVariant,
  setSubscriptionFields,
  toFanProfile,
  type FanProfile,
  type ProfileChanges,
  type ProfileVariant,
  type UserRow,
} from './users';
export { verifiedNumber, type VerifiedNumber } from './verified-number';
