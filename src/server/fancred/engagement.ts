import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { isPublishedItem } from '../kernel';
import { awardPoints, holdFan, type AwardResult } from './engine';

/**
 * Likes and shares (issue 11): one like per fan per item (taken back by unliking), every share counted; points once
 * per item through the engine — unliking and liking again never earns twice (the award's once-only key stays). Only a
 * story or video that exists and is published now may be liked or shared (issue 22): any other id is no item (null),
 * and nothing is stored or earned for it.
 */

export type ItemType = 'story' | 'video';
export type ShareChannel = 'native' | 'whatsapp' | 'copy';

const itemKeyOf = (itemType: ItemType, itemId: string) => `${itemType}:${itemId}`;

async function counts(itemType: ItemType, itemId: string): Promise<{ likes: number; shares: number }> {
  const db = await getDb();
  const result = await db.execute<{ likes: string; shares: string }>(sql`
    select (select count(*) from engagement_likes where item_type = ${itemType} and item_id = ${itemId}) as likes,
      (select count(*) from engagement_shares where item_type = ${itemType} and item_id = ${itemId}) as shares`);
  return { likes: Number(result.rows[0]?.likes ?? 0), shares: Number(result.rows[0]?.shares ?? 0) };
}

export async function setLike(input: { userId: string; itemType: ItemType; itemId: string; isLiked: boolean; now?: Date }): Promise<{
  likes: number;
  isLiked: boolean;
  award: AwardResult | null;
} | null> {
  const db = await getDb();
  let award: AwardResult | null = null;
  if (input.isLiked) {
    if (!(await isPublishedItem(input.itemType, input.itemId))) return null;
    // A like already on its way when the account was deleted stores nothing (the fan's row is held while it is stored).
    const isStored = await db.transaction(async (tx) => {
      if (!(await holdFan(tx, input.userId))) return false;
      const inserted = await tx.execute(
        sql`insert into engagement_likes (user_id, item_type, item_id) values (${input.userId}, ${input.itemType}, ${input.itemId}) on conflict do nothing returning user_id`,
      );
      return inserted.rows.length > 0;
    });
    if (isStored) {
      award = await awardPoints({
        userId: input.userId,
        action: `${input.itemType}_like`,
        itemKey: itemKeyOf(input.itemType, input.itemId),
        now: input.now,
      });
    }
  } else {
    await db.execute(
      sql`delete from engagement_likes where user_id = ${input.userId} and item_type = ${input.itemType} and item_id = ${input.itemId}`,
    );
  }
  const { likes } = await counts(input.itemType, input.itemId);
  return { likes, isLiked: input.isLiked, award };
}

export async function recordShare(input: {
  userId: string;
  itemType: ItemType;
  itemId: string;
  channel: ShareChannel;
  now?: Date;
}): Promise<{ shares: number; award: AwardResult } | null> {
  if (!(await isPublishedItem(input.itemType, input.itemId))) return null;
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (!(await holdFan(tx, input.userId))) return;
    await tx.execute(
      sql`insert into engagement_shares (user_id, item_type, item_id, channel) values (${input.userId}, ${input.itemType}, ${input.itemId}, ${input.channel})`,
    );
  });
  // For a deleted account the award is refused (not_a_fan) and nothing is written.
  const award = await awardPoints({
    userId: input.userId,
    action: `${input.itemType}_share`,
    itemKey: itemKeyOf(input.itemType, input.itemId),
    now: input.now,
  });
  const { shares } = await counts(input.itemType, input.itemId);
  return { shares, award };
}

export async function getEngagement(input: {
  itemType: ItemType;
  itemId: string;
  userId?: string | null;
}): Promise<{ likes: number; shares: number; isLiked: boolean }> {
  const db = await getDb();
  const { likes, shares } = await counts(input.itemType, input.itemId);
  let isLiked = false;
  if (input.userId) {
    const mine = await db.execute(
      sql`select 1 from engagement_likes where user_id = ${input.userId} and item_type = ${input.itemType} and item_id = ${input.itemId}`,
    );
    isLiked = mine.rows.length > 0;
  }
  return { likes, shares, isLiked };
}

/** One tracking row (spec §3: emsisdn, article_id, video_id, action), stored only while the fan's account is held. */
async function storeTracking(input: {
  userId: string;
  emsisdn: string | null;
  articleId: string | null;
  videoId: string | null;
  action: string;
}): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await holdFan(tx, input.userId))) return false;
    await tx.execute(sql`
      insert into fancred_tracking (user_id, emsisdn, article_id, video_id, action)
      values (${input.userId}, ${input.emsisdn}, ${input.articleId}, ${input.videoId}, ${input.action})`);
    return true;
  });
}

/**
 * A story the fan read (spec §3 tracking with article_id, sendFancredEventTracking): stored for a published story; it
 * earns nothing. Null: no such published story.
 */
export async function trackStory(input: {
  userId: string;
  emsisdn: string | null;
  articleId: string;
  action: string;
}): Promise<{ isRecorded: boolean } | null> {
  if (!(await isPublishedItem('story', input.articleId))) return null;
  return { isRecorded: await storeTracking({ ...input, videoId: null }) };
}

/**
 * A video milestone (spec §3 tracking with video_id) the videos service has stored — its one caller, which has found
 * the video playable for a fan the route proved entitled: kept in FanCred's tracking, and `video_watch` (half the video
 * watched) earns its rule once per video. Nothing else earns a watch: the site cannot send one (api.ts).
 */
export async function recordVideoTracking(input: {
  userId: string;
  emsisdn: string | null;
  videoId: number;
  action: string;
  now?: Date;
}): Promise<{ award: AwardResult | null }> {
  const videoId = String(input.videoId);
  if (!(await storeTracking({ ...input, articleId: null, videoId }))) return { award: null };
  if (input.action !== 'video_watch') return { award: null };
  return { award: await awardPoints({ userId: input.userId, action: 'video_watch', itemKey: `video:${videoId}`, now: input.now }) };
}
