import 'server-only';
import { sql } from 'drizzle-orm';
import { getConfig } from '../config';
import { seedAuthorRoles, seedAuthorRoleTranslations, seedAuthors } from './data/authors';
import { seedCategories, seedCategoryTranslations } from './data/categories';
import { buildSeedMatches } from './data/matches';
import { seedPlayers, seedPlayerTranslations } from './data/players';
import { seedStories } from './data/stories';
import { seedTermsBody } from './data/terms';
import { seedCompetitions } from './competitions';
import { seedFanCred } from './fancred';
import { seedGames } from './games';
import { seedVideos } from './videos';
import { authorRoles, authors, categories, homeGames, homeHeadlines, stories, storyCategories, termsVersions } from '../content/schema';
import { sanitizeStoryHtml } from '../content';
import { slugify } from '@/schemas/slug';
import { emsisdnFor } from '../identity';
import { users } from '../identity/schema';
import { subscriptions } from '../billing/schema';
import { matches, nextMatchWidget } from '../matches/schema';
import { players } from '../players/schema';
import type { Db } from '../db/client';

const DAY_MS = 86_400_000;

/** The demo fans of DESIGN §11. */
export const DEMO_FANS = [
  {
    msisdn: '27710000001',
    network: 'mtn',
    firstName: 'Thabo',
    lastName: 'Nkosi',
    nickname: 'BokFan1',
    email: 'fan1@example.com',
    team: 'springboks',
    province: 'Gauteng',
    isComplete: true,
    isSubscribed: true,
    roleId: 2,
  },
  {
    msisdn: '27720000002',
    network: 'vodacom',
    firstName: 'Anika',
    lastName: 'van Wyk',
    nickname: null,
    email: 'fan2@example.com',
    team: 'springbok-women',
    province: 'Western Cape',
    isComplete: true,
    isSubscribed: false,
    roleId: 2,
  },
  {
    msisdn: '27730000003',
    network: 'cellc_telkom',
    firstName: null,
    lastName: null,
    nickname: null,
    email: null,
    team: null,
    province: null,
    isComplete: false,
    isSubscribed: false,
    roleId: 2,
  },
  {
    msisdn: '27740000004',
    network: 'mtn',
    firstName: 'Sipho',
    lastName: 'Dlamini',
    nickname: 'Sipho4',
    email: null,
    team: 'sevens',
    province: 'KwaZulu-Natal',
    isComplete: true,
    isSubscribed: false,
    roleId: 1,
  },
  {
    msisdn: '27750000005',
    network: null,
    firstName: 'Lerato',
    lastName: 'Mokoena',
    nickname: null,
    email: null,
    team: null,
    province: 'Free State',
    isComplete: false,
    isSubscribed: false,
    roleId: 2,
  },
  {
    msisdn: '27760000006',
    network: 'vodacom',
    firstName: 'Naledi',
    lastName: 'Khumalo',
    nickname: null,
    email: 'fan6@example.com',
    team: 'springbok-women',
    province: 'Eastern Cape',
    isComplete: true,
    isSubscribed: true,
    roleId: 2,
  },
] as const;

/** Demo ids by position (fan 1…6), never by number: user and subscription ids appear in console addresses and logs (DESIGN §3). */
const demoFanId = (index: number) => `demo-fan-${index + 1}`;
const demoSubscriptionId = (index: number) => `demo-sub-${index + 1}`;

/** Whether nothing was ever seeded or entered (not merely "no stories left"): the demo seed runs only then. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const result = await db.execute<{ is_empty: boolean }>(
    sql`select not exists (select 1 from categories) and not exists (select 1 from players) and not exists (select 1 from stories) and not exists (select 1 from users) as is_empty`,
  );
  return result.rows[0]?.is_empty ?? false;
}

/**
 * Fills an empty database with the demo data of DESIGN §3, §11 in one transaction. Dates are relative to
 * `now`, so the demo always has recent news and upcoming fixtures.
 */
export async function seedDemoData(
  db: Db,
  options: { emsisdnSecret: string; now?: Date },
): Promise<{ stories: number; players: number; matches: number }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.insert(categories).values(
      seedCategories.map((category) => ({
        basketId: category.basketId,
        parentId: category.parentBasketId,
        name: category.name,
        translations: seedCategoryTranslations[category.slug] ?? {},
        slug: category.slug,
      })),
    );

    const roleRows = await tx
      .insert(authorRoles)
      .values(seedAuthorRoles.map((name) => ({ name, translations: seedAuthorRoleTranslations[name] ?? {} })))
      .returning();
    const roleId = new Map(roleRows.map((row) => [row.name, row.id]));
    const authorRows = await tx
      .insert(authors)
      .values(seedAuthors.map((author) => ({ name: author.name, bio: author.bio, roleId: roleId.get(author.role) ?? null })))
      .returning();
    const authorId = new Map(authorRows.map((row) => [row.name, row.id]));

    const playerRows = await tx
      .insert(players)
      .values(
        seedPlayers.map((player) => ({
          category: player.category,
          firstName: player.firstName,
          lastName: player.lastName,
          shortName: player.shortName,
          slug: slugify(`${player.firstName} ${player.lastName}`),
          position: player.position,
          caps: player.caps,
          bio: player.bio,
          translations: seedPlayerTranslations(player),
          dateOfBirth: player.dateOfBirth,
          debut: player.debut,
        })),
      )
      .returning();
    const playerId = new Map(playerRows.map((row) => [`${row.category}/${row.firstName} ${row.lastName}`, row.id]));

    const basketBySlug = new Map(seedCategories.map((category) => [category.slug, category.basketId]));
    const basketOf = (slug: string): number => {
      const basketId = basketBySlug.get(slug);
      if (basketId === undefined) throw new Error(`seed: story category ${slug} does not exist`);
      return basketId;
    };

    const storyRows = await tx
      .insert(stories)
      .values(
        seedStories.map((story) => {
          const publishedAt = new Date(now.getTime() - story.publishedDaysAgo * DAY_MS - 3_600_000);
          return {
            slug: story.slug,
            basketId: basketOf(story.categorySlug),
            title: story.title,
            abstract: story.abstract,
            body: sanitizeStoryHtml(story.body),
            titleZu: story.translations?.zu.title,
            titleXh: story.translations?.xh.title,
            titleAf: story.translations?.af.title,
            abstractZu: story.translations?.zu.abstract,
            abstractXh: story.translations?.xh.abstract,
            abstractAf: story.translations?.af.abstract,
            bodyZu: story.translations ? sanitizeStoryHtml(story.translations.zu.body) : null,
            bodyXh: story.translations ? sanitizeStoryHtml(story.translations.xh.body) : null,
            bodyAf: story.translations ? sanitizeStoryHtml(story.translations.af.body) : null,
            authorId: authorId.get(story.authorName) ?? null,
            playerId: story.player
              ? (playerId.get(`${story.player.category}/${story.player.firstName} ${story.player.lastName}`) ?? null)
              : null,
            tweetUrl: story.tweetUrl,
            isFeatured: story.isFeatured,
            publishedAt,
            createdAt: publishedAt,
            updatedAt: publishedAt,
          };
        }),
      )
      .returning({ id: stories.id, slug: stories.slug });
    const storyId = new Map(storyRows.map((row) => [row.slug, row.id]));

    await tx.insert(storyCategories).values(
      seedStories.flatMap((story) => {
        const id = storyId.get(story.slug) as number;
        const slugs = [...new Set([story.categorySlug, ...story.extraCategorySlugs])];
        return slugs.map((slug) => ({ storyId: id, basketId: basketOf(slug) }));
      }),
    );

    const headlines = [...seedStories].sort((a, b) => a.publishedDaysAgo - b.publishedDaysAgo).slice(0, 5);
    await tx
      .insert(homeHeadlines)
      .values(headlines.map((story, index) => ({ position: index + 1, storyId: storyId.get(story.slug) as number })));
    await tx.insert(homeGames).values([
      { position: 1, gameSlug: 'rugby-kicks' },
      { position: 2, gameSlug: 'rugby-rush' },
    ]);

    const seedMatches = buildSeedMatches(now);
    await tx.insert(matches).values(seedMatches);
    const nextBoks = seedMatches
      .filter((match) => match.team === 'springboks' && match.status === 'scheduled')
      .sort((a, b) => a.kickoffAt.getTime() - b.kickoffAt.getTime())[0];
    // "Springboks v Wales: the live score…", or the sentence alone when no Springbok match is scheduled.
    const versus = (sentence: string) =>
      nextBoks ? `Springboks v ${nextBoks.opponent}: ${sentence[0]!.toLowerCase()}${sentence.slice(1)}` : sentence;
    await tx.insert(nextMatchWidget).values({
      id: 1,
      team: 'springboks',
      text: versus('The live score, results and headlines on any phone, no data needed.'),
      // The text in the other languages (issue 26): fans read the home page's widget in theirs.
      translations: {
        zu: { text: versus('Amaphuzu abukhoma, imiphumela nezihloko kunoma iyiphi ifoni, ngaphandle kwedatha.') },
        xh: { text: versus('Amanqaku athe ngqo, iziphumo nezihloko kuyo nayiphi na ifowuni, ngaphandle kwedatha.') },
        af: { text: versus('Die regstreekse telling, uitslae en opskrifte op enige foon, sonder data.') },
      },
      // The code the USSD channel answers (issue 25): /dev/ussd dials it.
      ussdCode: getConfig().ussd.serviceCode,
    });

    await tx
      .insert(termsVersions)
      .values({ version: 1, body: sanitizeStoryHtml(seedTermsBody), publishedAt: new Date(now.getTime() - 30 * DAY_MS) });

    await tx.insert(users).values(
      DEMO_FANS.map((fan, index) => ({
        id: demoFanId(index),
        msisdn: fan.msisdn,
        emsisdn: emsisdnFor(fan.msisdn, options.emsisdnSecret),
        network: fan.network,
        firstName: fan.firstName,
        lastName: fan.lastName,
        nickname: fan.nickname,
        email: fan.email,
        team: fan.team,
        province: fan.province,
        roleId: fan.roleId,
        profileCompletedAt: fan.isComplete ? now : null,
        subscriptionProvider: fan.isSubscribed ? fan.network : null,
        subscriptionExpiry: fan.isSubscribed ? new Date(now.getTime() + 30 * DAY_MS) : null,
        subscriptionId: fan.isSubscribed ? demoSubscriptionId(index) : null,
      })),
    );
    // Subscribed demo fans bill through their network (Cell C / Telkom numbers through Telkom).
    await tx.insert(subscriptions).values(
      DEMO_FANS.flatMap((fan, index) => (fan.isSubscribed && fan.network ? [{ fan, index }] : [])).map(({ fan, index }) => ({
        id: demoSubscriptionId(index),
        userId: demoFanId(index),
        provider: (fan.network as string) === 'cellc_telkom' ? 'telkom' : (fan.network as string),
        package: 'subscription_monthly',
        providerSubscriptionId: demoSubscriptionId(index),
        state: 'active',
        startedAt: new Date(now.getTime() - 60 * DAY_MS),
        expiresAt: new Date(now.getTime() + 30 * DAY_MS),
        lastEventAt: now,
      })),
    );

    await seedFanCred(tx, {
      now,
      emsisdnSecret: options.emsisdnSecret,
      // The role_id 1 fan (27740000004) is the sign-up tests' "existing fan": no events.
      demoFanIds: DEMO_FANS.map((fan, index) => ({
        id: demoFanId(index),
        msisdn: fan.msisdn,
        isComplete: fan.isComplete,
        earns: fan.roleId !== 1,
      })),
    });

    await seedGames(tx, { now });
    await seedCompetitions(tx, { now });
    await seedVideos(tx, { now });

    await tx.execute(sql`analyze`);
    return { stories: storyRows.length, players: playerRows.length, matches: seedMatches.length };
  });
}
