import { myPointsRoute } from '../my-points-route';

/** getMyPointsYearly (spec §7): the signed-in fan's points and rank this year (South African time). */
export const POST = myPointsRoute('yearly');
