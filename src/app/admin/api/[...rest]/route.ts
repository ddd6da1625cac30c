import { unknownRoute } from '@/server/http/unknown-route';

/** Any address under /admin/api/ that no other route answers (the more specific routes win): a JSON 404, whatever the method. */
export const GET = unknownRoute;
export const HEAD = unknownRoute;
export const POST = unknownRoute;
export const PUT = unknownRoute;
export const PATCH = unknownRoute;
export const DELETE = unknownRoute;
export const OPTIONS = unknownRoute;
