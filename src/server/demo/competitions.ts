import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { competitionEntries, competitionFaq, competitions } from '../competitions/schema';
import { drawIndex, eligibleDigest } from '../competitions';
import type { Db } from '../db/client';
import type { CompetitionTranslatedField, FaqTranslatedField } from '@/schemas/competitions';
import type { Translations } from '@/schemas/translations';

/**
 * Competitions' demo data (DESIGN §11): two open competitions, one opening next week, two closed — one with a
 * published drawn winner — entries by the FanCred demo fans, and the FAQ. Dates are relative to `now`. The demo fans
 * of the README have not entered the open ones (the tests enter them). Every text is also in isiZulu, isiXhosa and
 * Afrikaans (issue 26).
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 86_400_000;

const DEMO_COMPETITIONS = [
  {
    slug: 'win-a-signed-springbok-jersey',
    title: 'Win a signed Springbok jersey',
    description:
      'A match jersey signed by the whole Springbok squad after the end-of-year tour. Answer the question and you are in the draw.',
    prize: 'A signed Springbok jersey',
    rules:
      'One entry per fan. Subscribers only. The winner is drawn at random among correct answers after the closing date and contacted by SMS.',
    question: 'How many times have the Springboks won the Rugby World Cup?',
    questionType: 'choice' as const,
    options: ['Two', 'Three', 'Four'],
    correctAnswer: 'Four',
    opensDays: -5,
    closesDays: 10,
    entries: 40,
  },
  {
    slug: 'two-tickets-to-the-sevens-in-cape-town',
    title: 'Two tickets to the Sevens in Cape Town',
    description: 'Two weekend passes to the Cape Town Sevens at DHL Stadium.',
    prize: 'Two weekend passes',
    rules: 'One entry per fan. Subscribers only. Travel is not included.',
    question: 'In which city is the Blitzboks’ home tournament played?',
    questionType: 'text' as const,
    options: [],
    correctAnswer: 'Cape Town',
    opensDays: -2,
    closesDays: 20,
    entries: 25,
  },
  {
    slug: 'meet-the-springbok-women',
    title: 'Meet the Springbok Women',
    description: 'Watch a training session and meet the Springbok Women squad.',
    prize: 'A training-day visit for two',
    rules: 'One entry per fan. Subscribers only.',
    question: 'What colour is the Springbok jersey?',
    questionType: 'choice' as const,
    options: ['Green and gold', 'Blue and white', 'Red and black'],
    correctAnswer: 'Green and gold',
    opensDays: 7,
    closesDays: 30,
    entries: 0,
  },
  {
    slug: 'win-a-rugby-ball-signed-by-the-blitzboks',
    title: 'Win a rugby ball signed by the Blitzboks',
    description: 'A match ball signed by the Blitzboks squad.',
    prize: 'A signed match ball',
    rules: 'One entry per fan. Subscribers only. The winner is drawn at random among correct answers.',
    question: 'How many players does a sevens team have on the field?',
    questionType: 'choice' as const,
    options: ['Five', 'Seven', 'Fifteen'],
    correctAnswer: 'Seven',
    opensDays: -40,
    closesDays: -10,
    entries: 60,
    winner: true,
  },
  {
    slug: 'braai-pack-for-the-derby',
    title: 'A braai pack for the derby',
    description: 'A braai pack for ten for the North–South derby.',
    prize: 'A braai pack for ten',
    rules: 'One entry per fan. Subscribers only.',
    question: 'Name the stadium in Pretoria known as Loftus.',
    questionType: 'text' as const,
    options: [],
    correctAnswer: 'Loftus Versfeld',
    opensDays: -60,
    closesDays: -30,
    entries: 15,
  },
];

/**
 * The demo competitions in isiZulu, isiXhosa and Afrikaans (issue 26): a newcomer who switches language reads them in
 * it. Answers are listed in the English order (an entry is stored as the English answer in that position); a short
 * text answer is judged against the English one, so those questions ask for the English name.
 */
const DEMO_COMPETITION_TRANSLATIONS: Record<string, Translations<CompetitionTranslatedField>> = {
  'win-a-signed-springbok-jersey': {
    zu: {
      title: 'Wina ijezi lamaSpringbok elisayiniwe',
      description:
        'Ijezi lomdlalo elisayinwe yilo lonke iqembu lamaSpringbok ngemuva kohambo lokuphela konyaka. Phendula umbuzo, ufakwe ekukhethweni kowinile.',
      prize: 'Ijezi lamaSpringbok elisayiniwe',
      rules:
        'Ukungenela kanye umlandeli ngamunye. Kungenela ababhalisile kuphela. Owinile ukhethwa ngenhlanhla phakathi kwabaphendule kahle ngemuva kosuku lokuvala, bese ethintwa nge-SMS.',
      question: 'AmaSpringbok ayinqobe kangaki iNdebe Yomhlaba Yombhoxo?',
      options: ['Kabili', 'Kathathu', 'Kane'],
    },
    xh: {
      title: 'Phumelela ijezi leSpringbok elityikityiweyo',
      description:
        'Ijezi lomdlalo elityikitywe liqela lonke leSpringbok emva kokhenketho lokuphela konyaka. Phendula umbuzo, igama lakho lifakwe kukhetho lwamathamsanqa.',
      prize: 'Ijezi leSpringbok elityikityiweyo',
      rules:
        'Ukungenela kube kanye umlandeli ngamnye. Ngababhalisileyo kuphela. Ophumeleleyo ukhethwa ngamathamsanqa phakathi kwabaphendule ngokuchanekileyo emva komhla wokuvala, aze aqhagamshelwe nge-SMS.',
      question: 'AmaSpringbok ayiphumelele kangaphi iNdebe yeHlabathi yoMbhoxo?',
      options: ['Kabini', 'Kathathu', 'Kane'],
    },
    af: {
      title: "Wen 'n getekende Springbok-trui",
      description:
        "'n Wedstrydtrui wat ná die eindejaarstoer deur die hele Springbok-groep geteken is. Beantwoord die vraag en jy is in die trekking.",
      prize: "'n Getekende Springbok-trui",
      rules:
        'Een inskrywing per ondersteuner. Slegs vir intekenare. Die wenner word ná die sluitingsdatum lukraak uit die korrekte antwoorde getrek en per SMS gekontak.',
      question: 'Hoeveel keer het die Springbokke die Rugbywêreldbeker gewen?',
      options: ['Twee', 'Drie', 'Vier'],
    },
  },
  'two-tickets-to-the-sevens-in-cape-town': {
    zu: {
      title: 'Amathikithi amabili e-Sevens eKapa',
      description: 'Amaphasi amabili empelasonto e-Cape Town Sevens e-DHL Stadium.',
      prize: 'Amaphasi amabili empelasonto',
      rules: 'Ukungenela kanye umlandeli ngamunye. Kungenela ababhalisile kuphela. Izindleko zohambo azifakiwe.',
      question: 'Umqhudelwano wasekhaya wamaBlitzboks udlalelwa kuliphi idolobha? Bhala igama ledolobha ngesiNgisi.',
    },
    xh: {
      title: 'Amatikiti amabini eSevens eKapa',
      description: 'Iipasi ezimbini zempelaveki zeCape Town Sevens eDHL Stadium.',
      prize: 'Iipasi ezimbini zempelaveki',
      rules: 'Ukungenela kube kanye umlandeli ngamnye. Ngababhalisileyo kuphela. Iindleko zohambo azibandakanywanga.',
      question: 'Itumente yasekhaya yamaBlitzboks idlalelwa kwesiphi isixeko? Bhala igama lesixeko ngesiNgesi.',
    },
    af: {
      title: 'Twee kaartjies vir die Sewes in Kaapstad',
      description: 'Twee naweekpasse vir die Kaapstad-Sewes by DHL-stadion.',
      prize: 'Twee naweekpasse',
      rules: 'Een inskrywing per ondersteuner. Slegs vir intekenare. Reis is nie ingesluit nie.',
      question: 'In watter stad word die Blitzbokke se tuistoernooi gespeel? Skryf die stad se Engelse naam.',
    },
  },
  'meet-the-springbok-women': {
    zu: {
      title: 'Hlangana namaSpringbok Women',
      description: 'Buka iseshini yokuzilolonga bese uhlangana neqembu lamaSpringbok Women.',
      prize: 'Ukuvakashela usuku lokuzilolonga kwabantu ababili',
      rules: 'Ukungenela kanye umlandeli ngamunye. Kungenela ababhalisile kuphela.',
      question: 'Ijezi lamaSpringbok linamiphi imibala?',
      options: ['Okuluhlaza okotshani nokusagolide', 'Okuluhlaza okwesibhakabhaka nokumhlophe', 'Okubomvu nokumnyama'],
    },
    xh: {
      title: 'Dibana neSpringbok Women',
      description: 'Bukela iseshoni yoqeqesho uze udibane neqela leSpringbok Women.',
      prize: 'Utyelelo losuku loqeqesho lwabantu ababini',
      rules: 'Ukungenela kube kanye umlandeli ngamnye. Ngababhalisileyo kuphela.',
      question: 'Yeyiphi imibala yejezi leSpringbok?',
      options: ['Luhlaza negolide', 'Luhlaza okwesibhakabhaka nomhlophe', 'Bomvu nomnyama'],
    },
    af: {
      title: 'Ontmoet die Springbok-vroue',
      description: "Kyk na 'n oefensessie en ontmoet die Springbok-vrouespan.",
      prize: "'n Besoek aan 'n oefendag vir twee",
      rules: 'Een inskrywing per ondersteuner. Slegs vir intekenare.',
      question: 'Watter kleur is die Springbok-trui?',
      options: ['Groen en goud', 'Blou en wit', 'Rooi en swart'],
    },
  },
  'win-a-rugby-ball-signed-by-the-blitzboks': {
    zu: {
      title: 'Wina ibhola lombhoxo elisayinwe amaBlitzboks',
      description: 'Ibhola lomdlalo elisayinwe yiqembu lamaBlitzboks.',
      prize: 'Ibhola lomdlalo elisayiniwe',
      rules:
        'Ukungenela kanye umlandeli ngamunye. Kungenela ababhalisile kuphela. Owinile ukhethwa ngenhlanhla phakathi kwabaphendule kahle.',
      question: 'Iqembu le-sevens linabadlali abangaki enkundleni?',
      options: ['Abahlanu', 'Abayisikhombisa', 'Abayishumi nanhlanu'],
    },
    xh: {
      title: 'Phumelela ibhola lombhoxo elityikitywe ngamaBlitzboks',
      description: 'Ibhola lomdlalo elityikitywe liqela lamaBlitzboks.',
      prize: 'Ibhola lomdlalo elityikityiweyo',
      rules:
        'Ukungenela kube kanye umlandeli ngamnye. Ngababhalisileyo kuphela. Ophumeleleyo ukhethwa ngamathamsanqa phakathi kwabaphendule ngokuchanekileyo.',
      question: 'Iqela le-sevens linabadlali abangaphi ebaleni?',
      options: ['Abahlanu', 'Abasixhenxe', 'Abalishumi elinesihlanu'],
    },
    af: {
      title: "Wen 'n rugbybal wat deur die Blitzbokke geteken is",
      description: "'n Wedstrydbal wat deur die Blitzbok-groep geteken is.",
      prize: "'n Getekende wedstrydbal",
      rules: 'Een inskrywing per ondersteuner. Slegs vir intekenare. Die wenner word lukraak uit die korrekte antwoorde getrek.',
      question: "Hoeveel spelers het 'n sewestal op die veld?",
      options: ['Vyf', 'Sewe', 'Vyftien'],
    },
  },
  'braai-pack-for-the-derby': {
    zu: {
      title: 'Iphakethe le-braai lomdlalo we-derby',
      description: 'Iphakethe le-braai labantu abayishumi lomdlalo we-derby weNyakatho neNingizimu.',
      prize: 'Iphakethe le-braai labantu abayishumi',
      rules: 'Ukungenela kanye umlandeli ngamunye. Kungenela ababhalisile kuphela.',
      question: 'Shono igama eligcwele lenkundla yasePitoli eyaziwa ngokuthi iLoftus.',
    },
    xh: {
      title: 'Ipakethe yebraai yomdlalo we-derby',
      description: 'Ipakethe yebraai yabantu abalishumi yomdlalo we-derby woMntla noMzantsi.',
      prize: 'Ipakethe yebraai yabantu abalishumi',
      rules: 'Ukungenela kube kanye umlandeli ngamnye. Ngababhalisileyo kuphela.',
      question: 'Xela igama elipheleleyo lebala lasePitoli elaziwa ngokuba yiLoftus.',
    },
    af: {
      title: "'n Braaipak vir die derby",
      description: "'n Braaipak vir tien vir die Noord-Suid-derby.",
      prize: "'n Braaipak vir tien",
      rules: 'Een inskrywing per ondersteuner. Slegs vir intekenare.',
      question: 'Noem die stadion in Pretoria wat as Loftus bekend staan.',
    },
  },
};

/** The FAQ: the English question and answer, then each in isiZulu, isiXhosa and Afrikaans. */
const DEMO_FAQ: { question: string; answer: string; translations: Translations<FaqTranslatedField> }[] = [
  {
    question: 'Who can enter?',
    answer: 'Every subscriber can enter each competition once. Log in and subscribe, then press Enter on the competition.',
    translations: {
      zu: {
        question: 'Ubani ongangenela?',
        answer:
          'Wonke umuntu obhalisile angangenela umncintiswano ngamunye kanye. Ngena ku-akhawunti yakho bese ubhalisa, bese ucindezela inkinobho ethi Ngenela kumncintiswano.',
      },
      xh: {
        question: 'Ngubani onokungenela?',
        answer:
          'Wonke umntu obhalisileyo angangenela ukhuphiswano ngalunye kanye. Ngena kwiakhawunti yakho uze ubhalise, emva koko ucofe iqhosha elithi Ngenela kukhuphiswano.',
      },
      af: {
        question: 'Wie kan inskryf?',
        answer: 'Elke intekenaar kan een keer vir elke kompetisie inskryf. Meld aan en teken in, en druk dan Skryf in by die kompetisie.',
      },
    },
  },
  {
    question: 'How are winners chosen?',
    answer:
      'After the closing date a winner is drawn at random among the entries with the correct answer. The draw is recorded so it can be checked.',
    translations: {
      zu: {
        question: 'Abawinile bakhethwa kanjani?',
        answer:
          'Ngemuva kosuku lokuvala, owinile ukhethwa ngenhlanhla phakathi kwabangenele abaphendule kahle. Ukukhethwa kuyarekhodwa ukuze kuhlolwe.',
      },
      xh: {
        question: 'Abaphumeleleyo bakhethwa njani?',
        answer:
          'Emva komhla wokuvala, ophumeleleyo ukhethwa ngamathamsanqa phakathi kwabangenele abaphendule ngokuchanekileyo. Ukukhethwa kuyarekhodwa ukuze kuhlolwe.',
      },
      af: {
        question: 'Hoe word wenners gekies?',
        answer:
          "Ná die sluitingsdatum word 'n wenner lukraak getrek uit die inskrywings met die korrekte antwoord. Die trekking word aangeteken sodat dit nagegaan kan word.",
      },
    },
  },
  {
    question: 'How will I know if I won?',
    answer: 'We contact winners by SMS on the number they entered with, and winners are listed on the competitions page.',
    translations: {
      zu: {
        question: 'Ngizokwazi kanjani uma ngiwinile?',
        answer: 'Sithinta abawinile nge-SMS kunombolo abangenele ngayo, futhi abawinile babhalwa ekhasini lemincintiswano.',
      },
      xh: {
        question: 'Ndiza kwazi njani ukuba ndiphumelele?',
        answer:
          'Siqhagamshelana nabaphumeleleyo nge-SMS kwinombolo abangenele ngayo, kwaye abaphumeleleyo badweliswa kwiphepha lokhuphiswano.',
      },
      af: {
        question: 'Hoe sal ek weet of ek gewen het?',
        answer: 'Ons kontak wenners per SMS op die nommer waarmee hulle ingeskryf het, en wenners word op die kompetisiebladsy gelys.',
      },
    },
  },
  {
    question: 'Do I earn FanCred points?',
    answer: 'Yes: entering a competition earns FanCred points once per competition.',
    translations: {
      zu: {
        question: 'Ngiyawathola yini amaphuzu e-FanCred?',
        answer: 'Yebo: ukungenela umncintiswano kukunikeza amaphuzu e-FanCred kanye emncintiswaneni ngamunye.',
      },
      xh: {
        question: 'Ndiyawafumana na amanqaku eFanCred?',
        answer: 'Ewe: ukungenela ukhuphiswano kukunika amanqaku eFanCred kube kanye kukhuphiswano ngalunye.',
      },
      af: {
        question: 'Verdien ek FanCred-punte?',
        answer: "Ja: as jy vir 'n kompetisie inskryf, verdien jy een keer per kompetisie FanCred-punte.",
      },
    },
  },
  {
    question: 'When do competitions close?',
    answer: 'Each competition shows its closing date and time in South African time (SAST).',
    translations: {
      zu: {
        question: 'Imincintiswano ivala nini?',
        answer: 'Umncintiswano ngamunye ubonisa usuku nesikhathi sokuvala ngesikhathi saseNingizimu Afrika (SAST).',
      },
      xh: {
        question: 'Ukhuphiswano luvala nini?',
        answer: 'Ukhuphiswano ngalunye lubonisa umhla nexesha lokuvala ngexesha loMzantsi Afrika (SAST).',
      },
      af: {
        question: 'Wanneer sluit kompetisies?',
        answer: 'Elke kompetisie wys sy sluitingsdatum en -tyd in Suid-Afrikaanse tyd (SAST).',
      },
    },
  },
];

export async function seedCompetitions(tx: Tx, options: { now: Date }): Promise<void> {
  const fans = await tx.execute<{ id: string }>(sql`select id from users where id like 'demo-fancred-%' order by id`);
  const fanIds = fans.rows.map((row) => row.id);
  for (const [index, demo] of DEMO_COMPETITIONS.entries()) {
    const opensAt = new Date(options.now.getTime() + demo.opensDays * DAY_MS);
    const closesAt = new Date(options.now.getTime() + demo.closesDays * DAY_MS);
    const [row] = await tx
      .insert(competitions)
      .values({
        slug: demo.slug,
        title: demo.title,
        description: demo.description,
        prize: demo.prize,
        rules: demo.rules,
        question: demo.question,
        questionType: demo.questionType,
        options: demo.options,
        correctAnswer: demo.correctAnswer,
        translations: DEMO_COMPETITION_TRANSLATIONS[demo.slug] ?? {},
        opensAt,
        closesAt,
        isActive: true,
      })
      .returning({ id: competitions.id });
    if (!row || demo.entries === 0) continue;
    const entrants = fanIds.slice(index * 7, index * 7 + demo.entries);
    const span = Math.max(1, Math.min(closesAt.getTime(), options.now.getTime()) - opensAt.getTime());
    const values = entrants.map((userId, n) => {
      const isCorrect = n % 4 !== 3;
      const wrong = demo.questionType === 'choice' ? (demo.options.find((option) => option !== demo.correctAnswer) ?? 'No') : 'Durban';
      return {
        competitionId: row.id,
        userId,
        answer: isCorrect ? demo.correctAnswer : wrong,
        isCorrect,
        createdAt: new Date(opensAt.getTime() + Math.floor((span * (n + 1)) / (entrants.length + 1))),
      };
    });
    const entries = await tx
      .insert(competitionEntries)
      .values(values)
      .returning({ id: competitionEntries.id, userId: competitionEntries.userId, isCorrect: competitionEntries.isCorrect });
    if ('winner' in demo && demo.winner) {
      const eligible = entries.filter((entry) => entry.isCorrect).sort((a, b) => a.id - b.id);
      // A fixed seed: the same demo everywhere (a staff draw's seed is random).
      const seed = createHash('sha256').update(`touchline-demo-draw-${demo.slug}`).digest('hex');
      const chosen = eligible[drawIndex(seed, eligible.length)]!;
      await tx.execute(sql`
        insert into competition_winners (competition_id, entry_id, user_id, place, method, draw_seed, eligible_count, eligible_digest, is_published)
        values (${row.id}, ${chosen.id}, ${chosen.userId}, 1, 'draw', ${seed}, ${eligible.length}, ${eligibleDigest(eligible.map((entry) => entry.id))}, true)`);
    }
  }
  await tx.insert(competitionFaq).values(DEMO_FAQ.map((item, index) => ({ ...item, sortOrder: (index + 1) * 10 })));
}
