/** The ops context: the audit trail, rate limits, error reports, health, and the console's result shape. */
export { adminFail, adminOk, type AdminError, type AdminResult } from './admin-result';
export { diffFields, listAudit, listAuditEntityTypes, recordAudit, type Actor, type AuditEntry } from './audit';
export { errorLookupInput, errorReportInput } from './error-report-input';
export { findErrorReport, listRecentErrorReports, mailErrorReport, storeErrorReport } from './error-reports';
export { isDatabaseHealthy } from './health';
export { allow, clientIp, hit, peek, release, secondsLeftInWindow, type Window } from './rate-limit';
