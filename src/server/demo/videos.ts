import 'server-only';
import { sql } from 'drizzle-orm';
import { dayKeyOf } from '../fancred';
import { slugify } from '@/schemas/slug';
import { videoCarouselPins, videoHeaderSlides, videoShows, videoSponsors, videos, videoViews } from '../videos/schema';
import type { Db } from '../db/client';
import type { Translations } from '@/schemas/translations';

/**
 * Touchline+'s demo data (DESIGN §11): 12 videos across 3 shows, one sponsored row, a header slider and 30 days of
 * views, deterministic. The hosted streams are the small HLS clips in the stream store (`streams/`, two renditions each,
 * 144p and 288p, fMP4 segments; served only through signed addresses, decision 026) so that every demo video plays
 * without a network beyond the site; their posters are public, in their own folder (`public/plus-art/`). Every show,
 * video, slide and the sponsored row is written in isiZulu, isiXhosa and Afrikaans too (issue 26): a newcomer who
 * switches language sees Touchline+ change (names stay names).
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 86_400_000;
const CLIPS = ['bars', 'pitch', 'scrum'] as const;
const CLIP_SECONDS = 6;

const renditionsOf = (clip: string) => [
  { height: 144, kbps: 60, url: `stream:${clip}/144p.m3u8` },
  { height: 288, kbps: 140, url: `stream:${clip}/288p.m3u8` },
];

const SHOWS: { slug: string; name: string; description: string; translations: Translations<'name' | 'description'> }[] = [
  {
    slug: 'match-highlights',
    name: 'Match Highlights',
    description: 'Every try, tackle and turnover from the national teams.',
    translations: {
      zu: { name: 'Okugqamile Kwemidlalo', description: 'Wonke amathrayi, ukubamba nokuthathwa kwebhola kwamaqembu kazwelonke.' },
      xh: { name: 'Iziqaqambisi Zemidlalo', description: 'Zonke iitrayi, ukubamba nokuhluthwa kwebhola kumaqela esizwe.' },
      af: { name: 'Wedstrydhoogtepunte', description: 'Elke drie, laagvat en balomkering van die nasionale spanne.' },
    },
  },
  {
    slug: 'interviews',
    name: 'Interviews',
    description: 'Players and coaches in their own words.',
    translations: {
      zu: { name: 'Izingxoxo', description: 'Abadlali nabaqeqeshi ngamazwi abo.' },
      xh: { name: 'Udliwano-ndlebe', description: 'Abadlali nabaqeqeshi ngamazwi abo.' },
      af: { name: 'Onderhoude', description: 'Spelers en afrigters in hul eie woorde.' },
    },
  },
  {
    slug: 'behind-the-scenes',
    name: 'Behind the Scenes',
    description: 'Training camps, team buses and the changing room.',
    translations: {
      zu: { name: 'Ngemuva Kwezigcawu', description: 'Amakamu okuzilolonga, amabhasi eqembu negumbi lokushintshela.' },
      xh: { name: 'Emva Kwezigcawu', description: 'Iinkampu zoqeqesho, iibhasi zeqela kunye negumbi lokutshintshela.' },
      af: { name: 'Agter die Skerms', description: 'Oefenkampe, spanbusse en die kleedkamer.' },
    },
  },
];

type VideoText = Translations<'title' | 'description'>;

const VIDEOS: { title: string; show: string; description: string; translations: VideoText; isSponsored?: boolean }[] = [
  {
    title: 'Springboks v All Blacks: the extended highlights',
    show: 'match-highlights',
    description: 'Eighty minutes of Test rugby at Ellis Park, cut down to the moments that mattered.',
    translations: {
      zu: {
        title: 'Springboks v All Blacks: okugqamile okwandisiwe',
        description: 'Imizuzu engamashumi ayisishiyagalombili yombhoxo weTest e-Ellis Park, ifinyezwe yaba yizikhathi ezibalulekile.',
      },
      xh: {
        title: 'Springboks v All Blacks: iziqaqambisi ezandisiweyo',
        description: 'Imizuzu engamashumi asibhozo yombhoxo weTest e-Ellis Park, ishwankathelwe yaba ngamaxesha abalulekileyo.',
      },
      af: {
        title: 'Springboks v All Blacks: die uitgebreide hoogtepunte',
        description: 'Tagtig minute toetsrugby op Ellis Park, ingekort tot die oomblikke wat saak gemaak het.',
      },
    },
  },
  {
    title: 'Springbok Women tame the Wallaroos',
    show: 'match-highlights',
    description: 'A late maul try seals a famous win for the Springbok Women.',
    translations: {
      zu: {
        title: 'I-Springbok Women inqoba iWallaroos',
        description: 'Ithrayi ye-maul ngasekupheleni iqinisekisa ukunqoba okukhulu kweSpringbok Women.',
      },
      xh: {
        title: 'ISpringbok Women yoyisa iWallaroos',
        description: 'Itrayi ye-maul ngasekupheleni iqinisekisa uloyiso olukhulu lweSpringbok Women.',
      },
      af: {
        title: 'Springbok Women tem die Wallaroos',
        description: "'n Laat dryfmaaldrie verseël 'n roemryke oorwinning vir die Springbok Women.",
      },
    },
  },
  {
    title: 'Blitzboks win the Cape Town Sevens',
    show: 'match-highlights',
    description: 'Three matches, one trophy: the Blitzboks on home soil.',
    translations: {
      zu: { title: 'AmaBlitzboks awina iCape Town Sevens', description: 'Imidlalo emithathu, indebe eyodwa: amaBlitzboks ekhaya.' },
      xh: { title: 'IiBlitzboks ziphumelela iCape Town Sevens', description: 'Imidlalo emithathu, indebe enye: iiBlitzboks ekhaya.' },
      af: { title: 'Blitzboks wen die Cape Town Sevens', description: 'Drie wedstryde, een trofee: die Blitzboks op tuisgrond.' },
    },
  },
  {
    title: "Springbok Women's 7s in Dubai",
    show: 'match-highlights',
    description: 'The best tries of the weekend from the Imbokodo sevens squad.',
    translations: {
      zu: {
        title: "I-Springbok Women's 7s eDubai",
        description: 'Amathrayi amahle kakhulu empelasonto avela eqenjini lama-sevens le-Imbokodo.',
      },
      xh: {
        title: "ISpringbok Women's 7s eDubai",
        description: 'Ezona trayi zintle zempelaveki ezivela kwiqela lesevens le-Imbokodo.',
      },
      af: { title: "Springbok Women's 7s in Dubai", description: 'Die beste drieë van die naweek deur die Imbokodo-sewesgroep.' },
    },
  },
  {
    title: 'The captain on a year of winning',
    show: 'interviews',
    description: 'The Springbok captain looks back on the season and ahead to the next.',
    isSponsored: true,
    translations: {
      zu: {
        title: 'Ukaputeni ngonyaka wokunqoba',
        description: 'Ukaputeni weSpringboks ubheka emuva esizini bese ebheka phambili kweyalandelayo.',
      },
      xh: {
        title: 'Ukapteni ngonyaka woloyiso',
        description: 'Ukapteni weSpringboks ujonga emva kwisizini aze ajonge phambili kweyalandelayo.',
      },
      af: {
        title: "Die kaptein oor 'n jaar van wen",
        description: 'Die Springbok-kaptein kyk terug op die seisoen en vorentoe na die volgende een.',
      },
    },
  },
  {
    title: 'Coach talks squad selection',
    show: 'interviews',
    description: 'Why the new caps were picked, and what comes next for the squad.',
    translations: {
      zu: {
        title: 'Umqeqeshi ukhuluma ngokukhethwa kweqembu',
        description: 'Ukuthi kungani kukhethwe abadlali abasha, nokuthi yini elandelayo eqenjini.',
      },
      xh: {
        title: 'Umqeqeshi uthetha ngokukhethwa kweqela',
        description: 'Kutheni kukhethwe abadlali abatsha, nokuba yintoni elandelayo kwiqela.',
      },
      af: { title: 'Afrigter gesels oor spankeuse', description: 'Waarom die nuwelinge gekies is, en wat vir die groep voorlê.' },
    },
  },
  {
    title: 'Meet the new Blitzbok flyer',
    show: 'interviews',
    description: 'The fastest man in the sevens squad on speed, family and rugby.',
    isSponsored: true,
    translations: {
      zu: {
        title: 'Hlangana nesijubane esisha samaBlitzboks',
        description: 'Indoda esheshayo kunazo zonke eqenjini lama-sevens ikhuluma ngejubane, umndeni nombhoxo.',
      },
      xh: {
        title: 'Dibana nembaleki entsha yeBlitzboks',
        description: 'Eyona ndoda ikhawulezayo kwiqela lesevens ithetha ngesantya, usapho nombhoxo.',
      },
      af: {
        title: 'Ontmoet die nuwe Blitzbok-blitsvleuel',
        description: 'Die vinnigste man in die sewesgroep oor spoed, familie en rugby.',
      },
    },
  },
  {
    title: 'Women in green: the road to the World Cup',
    show: 'interviews',
    description: 'Players of the Springbok Women on building a professional game.',
    translations: {
      zu: {
        title: 'Abesifazane abagqoke okuluhlaza: indlela eya eNdebeni Yomhlaba',
        description: 'Abadlali beSpringbok Women bakhuluma ngokwakha umdlalo wobungcweti.',
      },
      xh: {
        title: 'Abafazi abanxibe oluhlaza: indlela eya kwiNdebe yeHlabathi',
        description: 'Abadlali beSpringbok Women bathetha ngokwakha umdlalo wobuchwephesha.',
      },
      af: {
        title: 'Vroue in groen: die pad na die Wêreldbeker',
        description: "Spelers van die Springbok Women oor die bou van 'n professionele spel.",
      },
    },
  },
  {
    title: 'Inside the Springbok training camp',
    show: 'behind-the-scenes',
    description: 'Early mornings, ice baths and a lot of scrums.',
    isSponsored: true,
    translations: {
      zu: {
        title: 'Ngaphakathi ekamu lokuzilolonga leSpringboks',
        description: 'Ukuvuka kusesele, ukugeza emanzini abandayo ngeqhwa nama-scrum amaningi.',
      },
      xh: {
        title: 'Ngaphakathi kwinkampu yoqeqesho yeSpringboks',
        description: 'Ukuvuka kusesekuseni, ukuhlamba emanzini anomkhenkce kunye nee-scrum ezininzi.',
      },
      af: { title: 'Binne die Springbok-oefenkamp', description: 'Vroeë oggende, ysbaddens en baie skrums.' },
    },
  },
  {
    title: 'Match day on the team bus',
    show: 'behind-the-scenes',
    description: 'From the hotel to the tunnel with the Springboks.',
    translations: {
      zu: { title: 'Usuku lomdlalo ebhasini leqembu', description: 'Kusukela ehhotela kuze kube semhubheni neSpringboks.' },
      xh: { title: 'Usuku lomdlalo kwibhasi yeqela', description: 'Ukusuka ehotele ukuya kwitonela kunye neSpringboks.' },
      af: { title: 'Wedstryddag op die spanbus', description: 'Van die hotel tot in die tonnel saam met die Springboks.' },
    },
  },
  {
    title: 'The kit room before a Test',
    show: 'behind-the-scenes',
    description: 'Forty jerseys, two hundred studs and one very busy kit manager.',
    isSponsored: true,
    translations: {
      zu: {
        title: 'Igumbi lempahla ngaphambi kweTest',
        description: 'Amajezi angamashumi amane, izipikili zamabhuzu ezingamakhulu amabili nomphathi wempahla omatasa kakhulu.',
      },
      xh: {
        title: 'Igumbi lempahla phambi kweTest',
        description: 'Iijezi ezingamashumi amane, izikhonkwane zeebhutsi ezingamakhulu amabini nomphathi wempahla oxakeke kakhulu.',
      },
      af: {
        title: "Die toerustingkamer voor 'n toets",
        description: 'Veertig truie, tweehonderd noppe en een baie besige toerustingbestuurder.',
      },
    },
  },
  {
    title: 'Sevens recovery day in Stellenbosch',
    show: 'behind-the-scenes',
    description: 'How the Blitzboks recover between tournaments.',
    translations: {
      zu: {
        title: 'Usuku lokululama lama-sevens eStellenbosch',
        description: 'Indlela amaBlitzboks alulama ngayo phakathi kwemiqhudelwano.',
      },
      xh: { title: 'Usuku lokuchacha lesevens eStellenbosch', description: 'Indlela iiBlitzboks ezichacha ngayo phakathi kweetumente.' },
      af: { title: 'Sewes-hersteldag in Stellenbosch', description: 'Hoe die Blitzboks tussen toernooie herstel.' },
    },
  },
];

/** The sponsored row's heading, text and button (the sponsor's own site; an example address in the demo). */
const SPONSOR = {
  name: 'Protea Care',
  logoUrl: '/plus-art/sponsor-logo.svg',
  title: 'Care on and off the field',
  description: 'Stories of strength and care from the national teams, brought to you by Protea Care.',
  ctaLabel: 'Visit Protea Care',
  ctaUrl: 'https://www.example.com/protea-care',
  translations: {
    zu: {
      title: 'Ukunakekela enkundleni nangaphandle kwayo',
      description: 'Izindaba zamandla nokunakekela ezivela emaqenjini kazwelonke, ezilethwa yiProtea Care.',
      ctaLabel: 'Vakashela iProtea Care',
    },
    xh: {
      title: 'Ukhathalelo ebaleni nangaphandle kwalo',
      description: 'Amabali amandla nokhathalelo avela kumaqela esizwe, eziswa kuwe yiProtea Care.',
      ctaLabel: 'Tyelela iProtea Care',
    },
    af: {
      title: 'Sorg op en van die veld af',
      description: 'Stories van krag en sorg van die nasionale spanne, aangebied deur Protea Care.',
      ctaLabel: 'Besoek Protea Care',
    },
  } satisfies Translations<'title' | 'description' | 'ctaLabel'>,
};

export async function seedVideos(tx: Tx, options: { now: Date }): Promise<{ videos: number }> {
  const { now } = options;
  const showRows = await tx
    .insert(videoShows)
    .values(SHOWS.map((show, index) => ({ ...show, sortOrder: index })))
    .returning({ id: videoShows.id, slug: videoShows.slug });
  const showId = new Map(showRows.map((row) => [row.slug, row.id]));
  const [sponsor] = await tx.insert(videoSponsors).values(SPONSOR).returning({ id: videoSponsors.id });
  const videoRows = await tx
    .insert(videos)
    .values(
      VIDEOS.map((video, index) => {
        const clip = CLIPS[index % CLIPS.length] ?? 'bars';
        return {
          slug: slugify(video.title),
          title: video.title,
          description: video.description,
          translations: video.translations,
          showId: showId.get(video.show) ?? 0,
          durationSeconds: CLIP_SECONDS,
          posterUrl: `/plus-art/${clip}.jpg`,
          sourceKind: 'hosted',
          streamUrl: `stream:${clip}/master.m3u8`,
          renditions: renditionsOf(clip),
          sponsorId: video.isSponsored ? (sponsor?.id ?? null) : null,
          // The newest first in the list above: one a day, 2 hours ago at the latest.
          publishedAt: new Date(now.getTime() - 2 * 3_600_000 - index * DAY_MS),
        };
      }),
    )
    .returning({ id: videos.id, slug: videos.slug });

  const first = videoRows[0];
  const sponsoredFirst = videoRows[8];
  await tx.insert(videoHeaderSlides).values([
    {
      title: 'The extended highlights',
      text: 'The Springboks against the All Blacks at Ellis Park.',
      ctaLabel: 'Watch the highlights',
      translations: {
        zu: {
          title: 'Okugqamile okwandisiwe',
          text: 'ISpringboks ibhekene neAll Blacks e-Ellis Park.',
          ctaLabel: 'Buka okugqamile',
        },
        xh: {
          title: 'Iziqaqambisi ezandisiweyo',
          text: 'ISpringboks ichasene neAll Blacks e-Ellis Park.',
          ctaLabel: 'Bukela iziqaqambisi',
        },
        af: {
          title: 'Die uitgebreide hoogtepunte',
          text: 'Die Springboks teen die All Blacks op Ellis Park.',
          ctaLabel: 'Kyk die hoogtepunte',
        },
      },
      imageUrl: '/plus-art/bars.jpg',
      videoId: first?.id ?? null,
      sortOrder: 0,
    },
    {
      title: 'Behind the Scenes',
      text: 'Go where the cameras never go.',
      // No button words: the site's own ("Watch now"), in the fan's language.
      translations: {
        zu: { title: 'Ngemuva Kwezigcawu', text: 'Yiya lapho amakhamera angakaze aye khona.' },
        xh: { title: 'Emva Kwezigcawu', text: 'Yiya apho iikhamera zingazange ziye khona.' },
        af: { title: 'Agter die Skerms', text: 'Gaan waar die kameras nooit gaan nie.' },
      },
      imageUrl: '/plus-art/scrum.jpg',
      showId: showId.get('behind-the-scenes') ?? null,
      sortOrder: 1,
    },
    {
      title: 'Inside the training camp',
      text: 'Early mornings with the Springboks.',
      translations: {
        zu: { title: 'Ngaphakathi ekamu lokuzilolonga', text: 'Ukuvuka kusesele neSpringboks.' },
        xh: { title: 'Ngaphakathi kwinkampu yoqeqesho', text: 'Ukuvuka kusesekuseni kunye neSpringboks.' },
        af: { title: 'Binne die oefenkamp', text: 'Vroeë oggende saam met die Springboks.' },
      },
      imageUrl: '/plus-art/pitch.jpg',
      videoId: sponsoredFirst?.id ?? null,
      sortOrder: 2,
    },
  ]);
  if (sponsoredFirst) await tx.insert(videoCarouselPins).values({ carousel: 'sponsored', videoId: sponsoredFirst.id, position: 0 });

  // Views over the last 30 days by up to 60 fans: a deterministic spread, so Most popular differs from Latest.
  const fans = await tx.execute<{ id: string }>(sql`select id from users where msisdn like '278210%' order by id limit 60`);
  const views: { videoId: number; userId: string; day: string }[] = [];
  videoRows.forEach((video, videoIndex) => {
    const popularity = ((videoIndex * 7) % 12) + 1;
    fans.rows.forEach((fan, fanIndex) => {
      if ((fanIndex * 13 + videoIndex * 5) % 12 >= popularity) return;
      views.push({ videoId: video.id, userId: fan.id, day: dayKeyOf(new Date(now.getTime() - ((fanIndex + videoIndex) % 28) * DAY_MS)) });
    });
  });
  if (views.length > 0) await tx.insert(videoViews).values(views).onConflictDoNothing();
  return { videos: videoRows.length };
}
