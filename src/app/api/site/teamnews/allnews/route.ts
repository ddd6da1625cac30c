import { handleAllNews } from '@/server/content/team-news-api';

export const dynamic = 'force-dynamic';

export const POST = handleAllNews;
