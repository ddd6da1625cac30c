import { handleGetErrorBoundaryDb } from '@/server/ops/error-report-api';

export const dynamic = 'force-dynamic';

export const POST = handleGetErrorBoundaryDb;
