import { handleSendErrorBoundaryDb } from '@/server/ops/error-report-api';

export const dynamic = 'force-dynamic';

export const POST = handleSendErrorBoundaryDb;
