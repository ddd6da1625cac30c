/** The audit trail: every staff, service and account-deletion write, who made it and what it changed (decision 008). */
export { diffFields, listAudit, listAuditEntityTypes, recordAudit, type AuditEntry, type Changes } from './audit';
