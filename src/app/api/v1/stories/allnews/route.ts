/** The API host's allnews is the same call as the site's (spec §7). */
export { POST } from '../../../site/teamnews/allnews/route';

export const dynamic = 'force-dynamic';
