import { myPointsRoute } from '../my-points-route';

/** getMyPointsMonthly (spec §7): the signed-in fan's points and rank this month (South African time). */
export const POST = myPointsRoute('monthly');
