import type { SeedStory } from './types';

const html = (...parts: string[]): string => parts.join('\n');
const p = (text: string): string => `<p>${text}</p>`;
const h2 = (text: string): string => `<h2>${text}</h2>`;
const ul = (...items: string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export const seedStories: SeedStory[] = [
  // ---------------------------------------------------------------- Springboks
  {
    slug: 'springboks-name-squad-for-november-tour',
    categorySlug: 'springboks',
    extraCategorySlugs: ['team-announcements'],
    title: 'Springboks name squad for November tour',
    abstract:
      'Rassie Erasmus has named the Springbok squad for the end-of-year tour, with Siya Kolisi to lead a group that blends World Cup winners with a new generation of talent.',
    body: html(
      p(
        'Springbok coach Rassie Erasmus has named his squad for the end-of-year tour to Europe, with Siya Kolisi confirmed as captain for a series of Tests against Japan, France, Italy, Ireland and Wales.',
      ),
      p(
        'The group combines the core of the side that won back-to-back Rugby World Cup titles with several younger players who impressed during the Rugby Championship. Erasmus has again opted for depth in the front row, reflecting the demands of five Tests in five weeks.',
      ),
      p(
        'The squad will assemble in Johannesburg before flying to London, where the tour opens at Wembley Stadium. Fans can follow every match in the Touchline fixtures section, with kick-off times shown in South African time.',
      ),
    ),
    authorName: 'Liezl Marais',
    player: { category: 'springboks', firstName: 'Siya', lastName: 'Kolisi' },
    tweetUrl: 'https://twitter.com/Springboks/status/1851234567890123456',
    publishedDaysAgo: 2,
    isFeatured: true,
    translations: {
      zu: {
        title: 'AmaBokke adalula iqembu lohambo lukaNovemba',
        abstract:
          'URassie Erasmus usedalule iqembu lamaBokke elizoya ohambweni lokuphela konyaka, kanti uSiya Kolisi uzohola iqembu elixuba abanqobi beNdebe Yomhlaba kanye nesizukulwane esisha sabadlali abanekhono.',
        body: html(
          p(
            'Umqeqeshi wamaBokke uRassie Erasmus usedalule iqembu lakhe elizoya ohambweni lokuphela konyaka eYurophu, kwathi uSiya Kolisi waqinisekiswa njengokaputeni emidlalweni yokuhlolwa bebhekene neJapane, iFrance, i-Italy, i-Ireland kanye neWales.',
          ),
          p(
            'Leli qembu lihlanganisa umgogodla weqembu elanqoba iNdebe Yomhlaba yoMbhoxo kabili ilandelana kanye nabadlali abasebasha abagqame ngesikhathi se-Rugby Championship. U-Erasmus uphinde wakhetha ukuba nabadlali abaningi emugqeni wangaphambili, ngenxa yobunzima bemidlalo emihlanu emavikini amahlanu.',
          ),
          p(
            'Iqembu lizohlangana eGoli ngaphambi kokundizela eLondon, lapho uhambo luqala khona enkundleni iWembley Stadium. Abalandeli bangalandela yonke imidlalo esigabeni semidlalo se-Touchline, lapho izikhathi zokuqala khona ziboniswa ngesikhathi saseNingizimu Afrika.',
          ),
        ),
      },
      xh: {
        title: 'AmaBhokobhoko abiza iqela lokhenketho lukaNovemba',
        abstract:
          'URassie Erasmus ulibizile iqela lamaBhokobhoko eliza kuya kukhenketho lokuphela konyaka, apho uSiya Kolisi eza kukhokela iqela elidibanisa abaphumeleleyo beNdebe yeHlabathi kunye nesizukulwana esitsha sabadlali abanesiphiwo.',
        body: html(
          p(
            'Umqeqeshi wamaBhokobhoko uRassie Erasmus ulibizile iqela lakhe eliza kuya kukhenketho lokuphela konyaka eYurophu, kwaye uSiya Kolisi uqinisekisiwe njengokapteni kwimidlalo yovavanyo ngokuchasene neJapan, iFransi, iItali, iIreland neWales.',
          ),
          p(
            'Eli qela lidibanisa undoqo weqela eliphumelele iNdebe yeHlabathi yoMbhoxo kabini ilandelelana, kunye nabadlali abaselula abaye babalasela ngexesha le-Rugby Championship. U-Erasmus uphinde wakhetha ukuba nabadlali abaninzi kumqolo wangaphambili, ngenxa yobunzima bemidlalo emihlanu kwiiveki ezintlanu.',
          ),
          p(
            'Iqela liza kudibana eRhawutini phambi kokuba libhabhe liye eLondon, apho ukhenketho luqala khona kwibala iWembley Stadium. Abalandeli banokulandela yonke imidlalo kwicandelo lemidlalo le-Touchline, apho amaxesha okuqalisa abonakaliswa ngexesha loMzantsi Afrika.',
          ),
        ),
      },
      af: {
        title: 'Springbokke wys groep vir November-toer aan',
        abstract:
          'Rassie Erasmus het die Springbok-groep vir die einde-van-die-jaar-toer aangewys, met Siya Kolisi aan die stuur van ’n groep wat Wêreldbekerwenners met ’n nuwe geslag talent meng.',
        body: html(
          p(
            'Springbok-afrigter Rassie Erasmus het sy groep vir die einde-van-die-jaar-toer na Europa aangewys, en Siya Kolisi is as kaptein bevestig vir ’n reeks toetse teen Japan, Frankryk, Italië, Ierland en Wallis.',
          ),
          p(
            'Die groep kombineer die kern van die span wat rug-aan-rug Rugbywêreldbekertitels gewen het met verskeie jonger spelers wat tydens die Rugbykampioenskap beïndruk het. Erasmus het weer eens op diepte in die voorry besluit, gegewe die eise van vyf toetse in vyf weke.',
          ),
          p(
            'Die groep sal in Johannesburg saamtrek voordat hulle na Londen vlieg, waar die toer op Wembley-stadion begin. Ondersteuners kan elke wedstryd in die Touchline-wedstryde-afdeling volg, met afskoptye in Suid-Afrikaanse tyd.',
          ),
        ),
      },
    },
  },
  {
    slug: 'springboks-bench-depth-ahead-of-november-tests',
    categorySlug: 'springboks',
    extraCategorySlugs: [],
    title: 'Why bench depth matters for the Springboks in November',
    abstract:
      'Five Tests in five weeks will test every position in the squad. We look at how the Springboks use their replacements and why the forward-heavy bench is here to stay.',
    body: html(
      p(
        'Few teams in world rugby use their replacements as deliberately as the Springboks. Since the 2019 Rugby World Cup, the coaching staff have treated the bench as a second wave rather than as cover, often bringing on an entire front row in one go.',
      ),
      h2('The six-two split'),
      p(
        'The most talked-about selection choice has been the six-two or even seven-one split between forwards and backs on the bench. It relies on forwards such as RG Snyman and Kwagga Smith who bring mobility and handling, and on backs who can cover several positions.',
      ),
      p(
        'With a heavy schedule in Europe, the squad is likely to be rotated more than in a typical season. That gives fringe players the chance to stake a claim, but it also asks a lot of combinations that have not always played together.',
      ),
      p(
        'Touchline members can follow every team announcement in the Team Announcements section, where we will break down each match-day 23 as it is named.',
      ),
    ),
    authorName: 'Liezl Marais',
    player: { category: 'springboks', firstName: 'RG', lastName: 'Snyman' },
    tweetUrl: null,
    publishedDaysAgo: 15,
    isFeatured: false,
    translations: null,
  },
  {
    slug: 'etzebeth-among-the-most-capped-springboks',
    categorySlug: 'springboks',
    extraCategorySlugs: [],
    title: 'Eben Etzebeth and the long road to the top of the caps list',
    abstract:
      'More than a decade after his debut in Durban, Eben Etzebeth remains at the heart of the Springbok pack. We look back at the career of one of the most capped Springboks in history.',
    body: html(
      p(
        'Eben Etzebeth made his Test debut against England in Durban in 2012, and more than a decade later he is still one of the first names on the Springbok team sheet.',
      ),
      p(
        'Known for his physicality, Etzebeth has been a constant in the second row through two Rugby World Cup victories, in Japan in 2019 and in France in 2023. He has partnered a long list of locks, from Lood de Jager and Franco Mostert to RG Snyman.',
      ),
      p(
        'His longevity has also put him among the most capped players in the history of South African rugby, a remarkable achievement in a position that demands so much from the body.',
      ),
      p('You can find his full profile, including caps and debut details, in the Touchline players section.'),
    ),
    authorName: 'Liezl Marais',
    player: { category: 'springboks', firstName: 'Eben', lastName: 'Etzebeth' },
    tweetUrl: null,
    publishedDaysAgo: 60,
    isFeatured: false,
    translations: null,
  },
  {
    slug: 'rugby-championship-campaign-in-review',
    categorySlug: 'springboks',
    extraCategorySlugs: ['match-reports'],
    title: 'Rugby Championship review: what we learned about the Springboks',
    abstract:
      'A defeat at Ellis Park, a win at Eden Park and two thrillers against Argentina: the Springboks’ Rugby Championship campaign had everything.',
    body: html(
      p(
        'The Springboks’ Rugby Championship campaign began with a jolt when Australia won at Ellis Park, but the response over the following weeks showed the resilience that has become a hallmark of this group.',
      ),
      h2('Eden Park breakthrough'),
      p(
        'The victory in Auckland was the standout result of the competition. A dominant scrum and composed defence in the final minutes earned a win at a venue where the All Blacks are rarely beaten.',
      ),
      h2('Two very different Tests against Argentina'),
      p(
        'The home Test in Durban produced a flood of tries, while the return match in London was a tense, tight contest decided by the narrowest of margins. Together they showed that the Springboks can win in different ways.',
      ),
      p('The squad now turns to the November tour, with several younger players pushing hard for starting places.'),
    ),
    authorName: 'Nomvula Dlamini',
    player: null,
    tweetUrl: null,
    publishedDaysAgo: 43,
    isFeatured: false,
    translations: null,
  },

  // ----------------------------------------------------------- Springbok Women
  {
    slug: 'springbok-women-name-squad-for-japan-tests',
    categorySlug: 'springbok-women',
    extraCategorySlugs: ['team-announcements'],
    title: 'Springbok Women name squad for home Tests against Japan',
    abstract:
      'Nolusindiso Booi will lead the Springbok Women in two home Tests against Japan in Stellenbosch and Cape Town, the team’s first matches since the Rugby World Cup in England.',
    body: html(
      p(
        'The Springbok Women have named their squad for a two-Test home series against Japan, with lock Nolusindiso Booi continuing as captain. The first Test will be played at the Danie Craven Stadium in Stellenbosch, followed a week later by a second Test at Athlone Stadium in Cape Town.',
      ),
      p(
        'The series is the team’s first action since the Rugby World Cup in England, and the coaching staff have indicated that it will be used to give game time to several players from the Women’s Premier Division alongside the experienced core.',
      ),
      p(
        'Japan have become familiar opponents in recent seasons, and the two teams have shared closely fought contests. Tickets for both Tests are available online, and Touchline members can enter a draw for match-day hospitality.',
      ),
    ),
    authorName: 'Ayesha Hendricks',
    player: { category: 'springbok-women', firstName: 'Nolusindiso', lastName: 'Booi' },
    tweetUrl: 'https://twitter.com/WomenBoks/status/1856789012345678901',
    publishedDaysAgo: 4,
    isFeatured: true,
    translations: {
      zu: {
        title: 'AmaBokke Abesifazane adalula iqembu lemidlalo yasekhaya bebhekene neJapane',
        abstract:
          'UNolusindiso Booi uzohola amaBokke Abesifazane emidlalweni emibili yasekhaya bebhekene neJapane eStellenbosch naseKapa, okuyimidlalo yokuqala yeqembu kusukela kuNdebe Yomhlaba eNgilandi.',
        body: html(
          p(
            'AmaBokke Abesifazane asedalule iqembu lawo lochungechunge lwemidlalo emibili yasekhaya bebhekene neJapane, kanti umdlali womugqa wesibili uNolusindiso Booi uqhubeka njengokaputeni. Umdlalo wokuqala uzodlalelwa enkundleni iDanie Craven Stadium eStellenbosch, bese kulandela umdlalo wesibili ngeviki elilandelayo enkundleni i-Athlone Stadium eKapa.',
          ),
          p(
            'Lolu chungechunge luyimidlalo yokuqala yeqembu kusukela kuNdebe Yomhlaba yoMbhoxo eNgilandi, futhi abaqeqeshi bakhombisile ukuthi luzosetshenziselwa ukunikeza ithuba abadlali abaningana abavela kuWomen’s Premier Division eceleni kwabadlali abanolwazi.',
          ),
          p(
            'IJapane isibe yimbangi ejwayelekile eminyakeni yamuva, futhi la maqembu omabili asedlale imidlalo ebiphikisana kakhulu. Amathikithi emidlalo yomibili ayatholakala ku-inthanethi, futhi amalungu e-Touchline angangenela umncintiswano wokuwina izindawo ezikhethekile ngosuku lomdlalo.',
          ),
        ),
      },
      xh: {
        title: 'AmaBhokobhoko aBasetyhini abiza iqela lemidlalo yasekhaya ngokuchasene neJapan',
        abstract:
          'UNolusindiso Booi uza kukhokela amaBhokobhoko aBasetyhini kwimidlalo yovavanyo emibini yasekhaya ngokuchasene neJapan eStellenbosch naseKapa, imidlalo yokuqala yeqela ukususela kwiNdebe yeHlabathi eNgilani.',
        body: html(
          p(
            'AmaBhokobhoko aBasetyhini alibizile iqela lawo lothotho lwemidlalo yovavanyo emibini yasekhaya ngokuchasene neJapan, kwaye umdlali womgca wesibini uNolusindiso Booi uqhubeka njengokapteni. Umdlalo wokuqala uza kudlalelwa kwibala iDanie Craven Stadium eStellenbosch, ulandelwe kwiveki elandelayo ngumdlalo wesibini kwibala iAthlone Stadium eKapa.',
          ),
          p(
            'Olu thotho yimidlalo yokuqala yeqela ukususela kwiNdebe yeHlabathi yoMbhoxo eNgilani, kwaye abaqeqeshi babonise ukuba luza kusetyenziselwa ukunika ithuba abadlali abaliqela abavela kwiWomen’s Premier Division ecaleni kwabadlali abanamava.',
          ),
          p(
            'IJapan ibe yimbangi eqhelekileyo kule minyaka idlulileyo, kwaye la maqela omabini adlale imidlalo ekhuphisana kakhulu. Amatikiti emidlalo yomibini ayafumaneka kwi-intanethi, kwaye amalungu e-Touchline angangenela ukhuphiswano lokuphumelela iindawo ezikhethekileyo ngosuku lomdlalo.',
          ),
        ),
      },
      af: {
        title: 'Springbok-vroue wys groep vir tuistoetse teen Japan aan',
        abstract:
          'Nolusindiso Booi sal die Springbok-vroue in twee tuistoetse teen Japan in Stellenbosch en Kaapstad lei, die span se eerste wedstryde sedert die Rugbywêreldbeker in Engeland.',
        body: html(
          p(
            'Die Springbok-vroue het hul groep vir ’n tuisreeks van twee toetse teen Japan aangewys, met slot Nolusindiso Booi wat as kaptein voortgaan. Die eerste toets word in die Danie Craven-stadion in Stellenbosch gespeel, gevolg ’n week later deur die tweede toets in die Athlone-stadion in Kaapstad.',
          ),
          p(
            'Die reeks is die span se eerste aksie sedert die Rugbywêreldbeker in Engeland, en die afrigtingspan het aangedui dat dit gebruik sal word om verskeie spelers uit die Women’s Premier Division saam met die ervare kern speeltyd te gee.',
          ),
          p(
            'Japan het die afgelope seisoene bekende teenstanders geword, en die twee spanne het al taai stryde gelewer. Kaartjies vir albei toetse is aanlyn beskikbaar, en Touchline-lede kan inskryf vir ’n trekking vir gasvryheid op wedstryddag.',
          ),
        ),
      },
    },
  },
  {
    slug: 'springbok-women-reflect-on-world-cup-campaign',
    categorySlug: 'springbok-women',
    extraCategorySlugs: [],
    title: 'Springbok Women look back on a landmark World Cup',
    abstract:
      'Wins over Brazil and Italy, a quarter-final against New Zealand and record crowds: the Springbok Women’s Rugby World Cup campaign in England showed how far the team has come.',
    body: html(
      p(
        'The Springbok Women returned from the Rugby World Cup in England with plenty to be proud of. Victories over Brazil in Northampton and Italy in Exeter were the foundation of a campaign that took the team into the knockout stages.',
      ),
      p(
        'A defeat to France closed the pool stage, and New Zealand proved too strong in the quarter-final in Bristol. Even so, the team competed physically against two of the best sides in the world and showed clear growth from the 2022 tournament in New Zealand.',
      ),
      p(
        'The coaching staff have highlighted the importance of regular Test matches and a stronger domestic competition in closing the gap to the top nations. The next step is a home series against Japan, where several new faces are expected to get their chance.',
      ),
    ),
    authorName: 'Ayesha Hendricks',
    player: null,
    tweetUrl: null,
    publishedDaysAgo: 56,
    isFeatured: false,
    translations: null,
  },
  {
    slug: 'latsha-a-pioneer-for-african-women-in-rugby',
    categorySlug: 'springbok-women',
    extraCategorySlugs: ['interviews'],
    title: 'Babalwa Latsha: a pioneer for African women in rugby',
    abstract:
      'From Khayelitsha to professional rugby in Europe, Babalwa Latsha has opened doors for a generation of young South African players.',
    body: html(
      p(
        'Babalwa Latsha’s rugby journey is one of the great stories of the South African women’s game. A powerful prop, she rose through the Western Province system to captain the Springbok Women.',
      ),
      p(
        'She became one of the first African women to play rugby professionally, with stints at clubs in Spain and England. Her move abroad was widely seen as a breakthrough for women’s rugby on the continent.',
      ),
      p(
        'Off the field, Latsha has been a prominent voice for investment in the women’s game, and she is regularly cited by younger players as a role model.',
      ),
    ),
    authorName: 'Ayesha Hendricks',
    player: { category: 'springbok-women', firstName: 'Babalwa', lastName: 'Latsha' },
    tweetUrl: null,
    publishedDaysAgo: 70,
    isFeatured: false,
    translations: null,
  },
  {
    slug: 'womens-premier-division-feeds-the-national-team',
    categorySlug: 'springbok-women',
    extraCategorySlugs: ['domestic'],
    title: 'How the Women’s Premier Division feeds the Springbok Women',
    abstract:
      'Provincial teams such as the Bulls Daisies, DHL Western Province and the Border Ladies are producing more Test players than ever before.',
    body: html(
      p(
        'The Women’s Premier Division has become the main selection pool for the Springbok Women. The competition brings together the strongest provincial sides, including the Bulls Daisies, DHL Western Province, the Border Ladies and the EP Queens.',
      ),
      p(
        'National coaches now attend matches throughout the season, and strong performances at provincial level regularly lead to call-ups for national camps. Several recent debutants were first spotted in the competition.',
      ),
      h2('What comes next'),
      p(
        'The next challenge is to grow the number of competitive provincial teams and to give players more matches each year. Touchline will cover the competition throughout the season in our Domestic section.',
      ),
    ),
    authorName: 'Ayesha Hendricks',
    player: null,
    tweetUrl: null,
    publishedDaysAgo: 91,
    isFeatured: false,
    translations: null,
  },

  // ---------------------------------------------------------- Springbok Sevens
  {
    slug: 'blitzboks-open-svns-season-with-three-wins-in-dubai',
    categorySlug: 'springbok-sevens',
    extraCategorySlugs: ['match-reports'],
    title: 'Blitzboks open the SVNS season with three wins in Dubai',
    abstract:
      'The Springbok Sevens began the new SVNS season in Dubai with wins over Uruguay, Fiji and Argentina, with captain Selvyn Davids pulling the strings.',
    body: html(
      p(
        'The Blitzboks made a confident start to the new HSBC SVNS season at The Sevens Stadium in Dubai, winning all three of their matches across the opening two days of the tournament.',
      ),
      p(
        'South Africa beat Uruguay 35-7 in their opener before edging Fiji 17-14 in a tense contest that was decided by a late defensive set. They followed that with a 24-12 victory over Argentina, with Selvyn Davids directing play from scrumhalf and the forwards dominating the restarts.',
      ),
      p(
        'The squad now returns home to prepare for the Cape Town leg at DHL Stadium, where a sell-out crowd is expected. Touchline members can find the full Cape Town schedule in the fixtures section.',
      ),
    ),
    authorName: 'Sipho Ngcobo',
    player: { category: 'springbok-sevens', firstName: 'Selvyn', lastName: 'Davids' },
    tweetUrl: 'https://twitter.com/Blitzboks/status/1863412098765432101',
    publishedDaysAgo: 24,
    isFeatured: false,
    translations: {
      zu: {
        title: 'AmaBlitzboks aqala isizini ye-SVNS ngokunqoba kathathu eDubai',
        abstract:
          'Iqembu lamaBokke labadlali abayisikhombisa liqale isizini entsha ye-SVNS eDubai ngokunqoba i-Uruguay, iFiji ne-Argentina, ukaputeni uSelvyn Davids ehola umdlalo.',
        body: html(
          p(
            'AmaBlitzboks aqale ngokuzethemba isizini entsha ye-HSBC SVNS enkundleni iThe Sevens Stadium eDubai, anqoba yonke imidlalo yawo emithathu ezinsukwini ezimbili zokuqala zomqhudelwano.',
          ),
          p(
            'INingizimu Afrika ihlule i-Uruguay ngo-35-7 emdlalweni wokuqala, yabe isinqoba iFiji ngo-17-14 emdlalweni onzima owanqunywa ukuvikela okuqinile emizuzwini yokugcina. Yabe isilandelisa ngokunqoba i-Argentina ngo-24-12, uSelvyn Davids ehola umdlalo esesikhundleni se-scrumhalf, kanti abadlali bangaphambili balawula ukuqala kabusha komdlalo.',
          ),
          p(
            'Iqembu manje libuyela ekhaya ukuyolungiselela umqhudelwano waseKapa enkundleni iDHL Stadium, lapho kulindeleke khona isixuku esigcwele. Amalungu e-Touchline angathola uhlelo oluphelele lwaseKapa esigabeni semidlalo.',
          ),
        ),
      },
      xh: {
        title: 'AmaBlitzboks aqalisa isizini ye-SVNS ngokuphumelela kathathu eDubai',
        abstract:
          'Iqela lamaBhokobhoko labadlali abasixhenxe liqalise isizini entsha ye-SVNS eDubai ngokoyisa iUruguay, iFiji neArgentina, ukapteni uSelvyn Davids ekhokela umdlalo.',
        body: html(
          p(
            'AmaBlitzboks aqalise ngokuzithemba isizini entsha ye-HSBC SVNS kwibala iThe Sevens Stadium eDubai, ephumelela yonke imidlalo yawo emithathu kwiintsuku ezimbini zokuqala zetumente.',
          ),
          p(
            'UMzantsi Afrika woyise iUruguay ngo-35-7 kumdlalo wokuqala, emva koko woyisa iFiji ngo-17-14 kumdlalo onzima owagqitywa ngokhuselo oluqinileyo kwimizuzu yokugqibela. Baqhubeka baphumelela ngo-24-12 ngokuchasene neArgentina, uSelvyn Davids elawula umdlalo kwisikhundla se-scrumhalf, kwaye abadlali bangaphambili belawula ukuqalisa kwakhona komdlalo.',
          ),
          p(
            'Iqela ngoku libuyela ekhaya ukuze lilungiselele itumente yaseKapa kwibala iDHL Stadium, apho kulindeleke isihlwele esizeleyo. Amalungu e-Touchline angafumana ishedyuli epheleleyo yaseKapa kwicandelo lemidlalo.',
          ),
        ),
      },
      af: {
        title: 'Blitzbokke begin SVNS-seisoen met drie oorwinnings in Dubai',
        abstract:
          'Die Springbok-sewes het die nuwe SVNS-seisoen in Dubai met oorwinnings oor Uruguay, Fidji en Argentinië begin, met kaptein Selvyn Davids wat die spel gerig het.',
        body: html(
          p(
            'Die Blitzbokke het ’n selfversekerde begin aan die nuwe HSBC SVNS-seisoen in The Sevens Stadium in Dubai gemaak en al drie hul wedstryde oor die eerste twee dae van die toernooi gewen.',
          ),
          p(
            'Suid-Afrika het Uruguay in hul eerste wedstryd met 35-7 geklop voordat hulle Fidji met 17-14 in ’n gespanne stryd uitgestof het wat deur ’n laat verdedigingsreeks beslis is. Daarna het hulle Argentinië met 24-12 gewen, met Selvyn Davids wat die spel van skrumskakel af gerig het en die voorspelers wat die afskoppe oorheers het.',
          ),
          p(
            'Die groep keer nou terug huis toe om vir die Kaapstad-toernooi in die DHL-stadion voor te berei, waar ’n uitverkoopte skare verwag word. Touchline-lede kan die volledige Kaapstad-program in die wedstryde-afdeling vind.',
          ),
        ),
      },
    },
  },
  {
    slug: 'blitzboks-name-squad-for-cape-town-sevens',
    categorySlug: 'springbok-sevens',
    extraCategorySlugs: ['team-announcements'],
    title: 'Blitzboks name squad for the Cape Town Sevens',
    abstract:
      'The Springbok Sevens have named their squad for the home tournament at DHL Stadium, where they open against Australia and Ireland.',
    body: html(
      p(
        'The Blitzboks have named their squad for the HSBC SVNS tournament in Cape Town, the highlight of the season for many South African supporters. The team will face Australia and Ireland on the opening day at DHL Stadium, followed by New Zealand on day two.',
      ),
      p(
        'The squad retains most of the players who won all three of their matches in Dubai, with speedster Shilton van Wyk once again expected to be a key attacking threat out wide. The coaching staff have emphasised the importance of a strong start in front of a home crowd.',
      ),
      p(
        'The Cape Town Sevens has become one of the biggest events on the South African sporting calendar, known for its festival atmosphere and fancy dress. Touchline members will find kick-off times, team news and a match-day guide in the app throughout the weekend.',
      ),
    ),
    authorName: 'Sipho Ngcobo',
    player: { category: 'springbok-sevens', firstName: 'Shilton', lastName: 'van Wyk' },
    tweetUrl: null,
    publishedDaysAgo: 8,
    isFeatured: true,
    translations: {
      zu: {
        title: 'AmaBlitzboks adalula iqembu lomqhudelwano waseKapa',
        abstract:
          'Iqembu lamaBokke labadlali abayisikhombisa lidalule iqembu lomqhudelwano wasekhaya enkundleni iDHL Stadium, lapho lizoqala khona libhekene ne-Australia ne-Ireland.',
        body: html(
          p(
            'AmaBlitzboks asedalule iqembu lawo lomqhudelwano we-HSBC SVNS eKapa, okuyisiqongo sesizini kubalandeli abaningi baseNingizimu Afrika. Iqembu lizobhekana ne-Australia ne-Ireland ngosuku lokuqala enkundleni iDHL Stadium, bese libhekana neNew Zealand ngosuku lwesibili.',
          ),
          p(
            'Iqembu ligcine iningi labadlali abanqobe yonke imidlalo yabo emithathu eDubai, kanti uShilton van Wyk onejubane elikhulu ulindeleke ukuthi abe yingozi enkulu ekuhlaseleni emaphethelweni. Abaqeqeshi bagcizelele ukubaluleka kokuqala kahle phambi kwesixuku sasekhaya.',
          ),
          p(
            'UmQhudelwano waseKapa usungowunye wemicimbi emikhulu kakhulu kukhalenda yezemidlalo eNingizimu Afrika, owaziwa ngomoya wawo womkhosi nangezingubo zokuzilibazisa. Amalungu e-Touchline azothola izikhathi zokuqala, izindaba zeqembu kanye nomhlahlandlela wosuku lomdlalo ku-app kuyo yonke impelasonto.',
          ),
        ),
      },
      xh: {
        title: 'AmaBlitzboks abiza iqela letumente yaseKapa',
        abstract:
          'Iqela lamaBhokobhoko labadlali abasixhenxe libize iqela letumente yasekhaya kwibala iDHL Stadium, apho liza kuqala ngokudlala neOstreliya neIreland.',
        body: html(
          p(
            'AmaBlitzboks alibizile iqela lawo letumente ye-HSBC SVNS eKapa, eyona nto iphambili kwisizini kubalandeli abaninzi boMzantsi Afrika. Iqela liza kudlala neOstreliya neIreland ngosuku lokuqala kwibala iDHL Stadium, lilandelwe yiNew Zealand ngosuku lwesibini.',
          ),
          p(
            'Iqela ligcine uninzi lwabadlali abaphumelele yonke imidlalo yabo emithathu eDubai, kwaye uShilton van Wyk okhawulezayo kulindeleke ukuba abe sisoyikiso esikhulu ekuhlaseleni kumacala ebala. Abaqeqeshi bagxininise ukubaluleka kokuqala kakuhle phambi kwesihlwele sasekhaya.',
          ),
          p(
            'Itumente yaseKapa iye yaba yenye yezona ziganeko zinkulu kwikhalenda yezemidlalo yoMzantsi Afrika, eyaziwa ngomoya wayo womnyhadala kunye neempahla zokuzonwabisa. Amalungu e-Touchline aya kufumana amaxesha okuqalisa, iindaba zeqela kunye nesikhokelo sosuku lomdlalo kwi-app kuyo yonke impela-veki.',
          ),
        ),
      },
      af: {
        title: 'Blitzbokke wys groep vir die Kaapstad-sewes aan',
        abstract:
          'Die Springbok-sewes het hul groep vir die tuistoernooi in die DHL-stadion aangewys, waar hulle teen Australië en Ierland begin.',
        body: html(
          p(
            'Die Blitzbokke het hul groep vir die HSBC SVNS-toernooi in Kaapstad aangewys, vir baie Suid-Afrikaanse ondersteuners die hoogtepunt van die seisoen. Die span speel op die eerste dag in die DHL-stadion teen Australië en Ierland, gevolg deur Nieu-Seeland op dag twee.',
          ),
          p(
            'Die groep behou die meeste van die spelers wat al drie hul wedstryde in Dubai gewen het, en die blitsige Shilton van Wyk sal na verwagting weer ’n belangrike aanvalsbedreiging op die vleuel wees. Die afrigtingspan het beklemtoon hoe belangrik ’n sterk begin voor ’n tuisskare is.',
          ),
          p(
            'Die Kaapstad-sewes het een van die grootste geleenthede op die Suid-Afrikaanse sportkalender geword, bekend vir sy feesatmosfeer en uitrustings. Touchline-lede sal die hele naweek afskoptye, spannuus en ’n wedstryddaggids in die app vind.',
          ),
        ),
      },
    },
  },
  {
    slug: 'geduld-a-points-machine-for-the-blitzboks',
    categorySlug: 'springbok-sevens',
    extraCategorySlugs: [],
    title: 'Justin Geduld: the calm boot behind the Blitzboks',
    abstract:
      'Few players have scored as many points for South Africa on the world series as Justin Geduld. We look at the veteran playmaker’s role in the squad.',
    body: html(
      p(
        'Justin Geduld has been one of the Blitzboks’ most reliable performers for more than a decade. A playmaker with a calm temperament, he is one of the leading points scorers in the team’s history on the world series.',
      ),
      p(
        'In a format where every conversion can decide a match, Geduld’s goal-kicking has often been the difference. His experience also makes him an important voice for younger players coming through the academy.',
      ),
      p(
        'Sevens careers are often short because of the physical demands of the game, which makes Geduld’s longevity all the more impressive.',
      ),
    ),
    authorName: 'Sipho Ngcobo',
    player: { category: 'springbok-sevens', firstName: 'Justin', lastName: 'Geduld' },
    tweetUrl: null,
    publishedDaysAgo: 41,
    isFeatured: false,
    translations: null,
  },
  {
    slug: 'how-the-blitzboks-academy-builds-future-stars',
    categorySlug: 'springbok-sevens',
    extraCategorySlugs: [],
    title: 'How the Blitzboks academy builds future stars',
    abstract: 'The Springbok Sevens academy has produced players for both the Blitzboks and the Springboks. Here is how the pathway works.',
    body: html(
      p(
        'The Springbok Sevens academy identifies young players with the speed, fitness and skill that the seven-a-side game demands. Many are spotted at school tournaments, in club rugby or at provincial youth weeks.',
      ),
      p(
        'Academy players train alongside the senior squad and gain experience at Challenger events and invitational tournaments before being selected for the HSBC SVNS series.',
      ),
      p(
        'The pathway has also been a route into fifteens. Players such as Cheslin Kolbe, Kwagga Smith and Kurt-Lee Arendse all wore the Blitzboks jersey before becoming Springboks.',
      ),
      ul(
        'Talent identification at school and club level',
        'Conditioning and skills programmes at the academy',
        'Exposure at Challenger and invitational tournaments',
        'Selection for the senior SVNS squad',
      ),
    ),
    authorName: 'Sipho Ngcobo',
    player: null,
    tweetUrl: null,
    publishedDaysAgo: 100,
    isFeatured: false,
    translations: null,
  },

  // ------------------------------------------------- Springbok Women's Sevens
  {
    slug: 'womens-sevens-beat-brazil-in-dubai',
    categorySlug: 'springbok-women-sevens',
    extraCategorySlugs: ['match-reports'],
    title: 'Springbok Women’s Sevens beat Brazil in Dubai',
    abstract:
      'The Springbok Women’s Sevens opened their Dubai campaign with a win over Brazil before going down to Ireland, with Nadine Roos again prominent.',
    body: html(
      p(
        'The Springbok Women’s Sevens opened their campaign in Dubai with a 24-12 victory over Brazil, scoring four tries on the back of a disciplined performance at the breakdown.',
      ),
      p(
        'The following day brought a tougher test against Ireland, who won 21-10 after a strong second half. Nadine Roos was again influential with ball in hand and off the kicking tee, while the forwards competed well at the restarts.',
      ),
      p(
        'The team now turns its attention to the Cape Town tournament, where they will play Japan, the United States and Canada in front of a home crowd.',
      ),
    ),
    authorName: 'Sipho Ngcobo',
    player: { category: 'springbok-women-sevens', firstName: 'Nadine', lastName: 'Roos' },
    tweetUrl: null,
    publishedDaysAgo: 23,
    isFeatured: false,
    translations: {
      zu: {
        title: 'AmaBokke Abesifazane abadlali abayisikhombisa ahlula iBrazil eDubai',
        abstract:
          'AmaBokke Abesifazane abadlali abayisikhombisa aqale umkhankaso wawo eDubai ngokunqoba iBrazil ngaphambi kokuhlulwa yi-Ireland, kanti uNadine Roos uphinde wagqama.',
        body: html(
          p(
            'AmaBokke Abesifazane abadlali abayisikhombisa aqale umkhankaso wawo eDubai ngokunqoba iBrazil ngo-24-12, ashaya ama-try amane ngenxa yokudlala ngokuzithiba endaweni yokulwela ibhola.',
          ),
          p(
            'Ngosuku olulandelayo kwafika inselele enzima kakhulu bebhekene ne-Ireland, eyanqoba ngo-21-10 ngemuva kwesiwombe sesibili esiqinile. UNadine Roos uphinde waba negalelo elikhulu ephethe ibhola nasekukhahleleni, kanti abadlali bangaphambili balwa kahle lapho umdlalo uqala kabusha.',
          ),
          p(
            'Manje iqembu selibheke umqhudelwano waseKapa, lapho lizodlala khona neJapane, i-United States kanye neCanada phambi kwesixuku sasekhaya.',
          ),
        ),
      },
      xh: {
        title: 'AmaBhokobhoko aBasetyhini abadlali abasixhenxe oyisa iBrazil eDubai',
        abstract:
          'AmaBhokobhoko aBasetyhini abadlali abasixhenxe aqalise iphulo lawo eDubai ngokoyisa iBrazil phambi kokuba oyiswe yiIreland, kwaye uNadine Roos uphinde wabalasela.',
        body: html(
          p(
            'AmaBhokobhoko aBasetyhini abadlali abasixhenxe aqalise iphulo lawo eDubai ngokoyisa iBrazil ngo-24-12, efaka ii-try ezine ngenxa yokudlala ngoqeqesho xa kulwelwa ibhola emhlabeni.',
          ),
          p(
            'Ngosuku olulandelayo kwafika uvavanyo olunzima ngakumbi ngokuchasene neIreland, eyaphumelela ngo-21-10 emva kwesiqingatha sesibini esomeleleyo. UNadine Roos uphinde waba nefuthe elikhulu ephethe ibhola nasekukhabeni, ngelixa abadlali bangaphambili bakhuphisana kakuhle xa umdlalo uqalisa kwakhona.',
          ),
          p(
            'Iqela ngoku lijolise kwitumente yaseKapa, apho liza kudlala neJapan, iUnited States kunye neCanada phambi kwesihlwele sasekhaya.',
          ),
        ),
      },
      af: {
        title: 'Springbok-vrouesewes klop Brasilië in Dubai',
        abstract:
          'Die Springbok-vrouesewes het hul Dubai-veldtog met ’n oorwinning oor Brasilië begin voordat hulle teen Ierland verloor het, met Nadine Roos weer prominent.',
        body: html(
          p(
            'Die Springbok-vrouesewes het hul veldtog in Dubai met ’n 24-12-oorwinning oor Brasilië begin en vier drieë gedruk danksy ’n gedissiplineerde vertoning by die afbreekpunt.',
          ),
          p(
            'Die volgende dag het ’n moeiliker toets teen Ierland gebring, wat ná ’n sterk tweede helfte met 21-10 gewen het. Nadine Roos was weer invloedryk met die bal in die hand en van die skopstaander af, terwyl die voorspelers goed by die afskoppe meegeding het.',
          ),
          p(
            'Die span rig nou hul aandag op die Kaapstad-toernooi, waar hulle voor ’n tuisskare teen Japan, die Verenigde State en Kanada speel.',
          ),
        ),
      },
    },
  },
  {
    slug: 'womens-sevens-ready-for-home-crowd-in-cape-town',
    categorySlug: 'springbok-women-sevens',
    extraCategorySlugs: [],
    title: 'Springbok Women’s Sevens ready for home crowd in Cape Town',
    abstract:
      'The Springbok Women’s Sevens face Japan, the United States and Canada at DHL Stadium, with the team eager to build on their Dubai showing.',
    body: html(
      p(
        'The Springbok Women’s Sevens will play in front of a home crowd at DHL Stadium this weekend, taking on Japan and the United States on day one before meeting Canada on day two.',
      ),
      p(
        'The team showed good signs in Dubai, particularly in their win over Brazil, and the coaching staff have focused on defensive structure and retaining possession at the restarts during the build-up.',
      ),
      p(
        'The women’s and men’s tournaments are played side by side in Cape Town, which means supporters with a ticket can watch both teams. Touchline will carry live scores and reports throughout the weekend.',
      ),
    ),
    authorName: 'Sipho Ngcobo',
    player: null,
    tweetUrl: 'https://twitter.com/WomenBoks/status/1866120987654321098',
    publishedDaysAgo: 5,
    isFeatured: false,
    translations: null,
  },
  {
    slug: 'mkhari-leads-from-the-front',
    categorySlug: 'springbok-women-sevens',
    extraCategorySlugs: [],
    title: 'Rights Mkhari leads from the front',
    abstract:
      'Equally at home in sevens and fifteens, Rights Mkhari has become one of the most dependable forwards in South African women’s rugby.',
    body: html(
      p(
        'Rights Mkhari is the kind of forward every sevens team needs: relentless in defence, brave at the breakdown and willing to do the unglamorous work that creates space for the backs.',
      ),
      p(
        'She has also been selected for the Springbok Women in fifteens, where she has played on the flank. Moving between the two formats demands a great deal of conditioning and adaptability.',
      ),
      p(
        'Her versatility is a good example of how the women’s sevens and fifteens programmes support each other, sharing players and experience across the season.',
      ),
    ),
    authorName: 'Ayesha Hendricks',
    player: { category: 'springbok-women-sevens', firstName: 'Rights', lastName: 'Mkhari' },
    tweetUrl: null,
    publishedDaysAgo: 75,
    isFeatured: false,
    translations: null,
  },

  // ------------------------------------------------------------------ Domestic
  {
    slug: 'bulls-edge-stormers-in-urc-derby-at-loftus',
    categorySlug: 'domestic',
    extraCategorySlugs: ['match-reports'],
    title: 'Bulls edge Stormers in URC derby at Loftus',
    abstract:
      'The Bulls beat the Stormers 36-28 in an entertaining United Rugby Championship derby in Pretoria, with the hosts’ forwards laying the platform.',
    body: html(
      p(
        'The Bulls claimed bragging rights in the latest north-south derby, beating the Stormers 36-28 in the United Rugby Championship at Loftus Versfeld in Pretoria.',
      ),
      p(
        'The home side’s pack set the platform with a strong scrum and an effective driving maul, while the Stormers stayed in the contest with quick counter-attacks and were within a score until the final ten minutes.',
      ),
      p(
        'The result keeps the Bulls in the top half of the log. The Stormers, who narrowly missed out on a losing bonus point, will look to regroup before their next match.',
      ),
    ),
    authorName: 'Mandla Khumalo',
    player: null,
    tweetUrl: null,
    publishedDaysAgo: 39,
    isFeatured: false,
    translations: {
      zu: {
        title: 'AmaBulls ahlula amaStormers emdlalweni we-URC eLoftus',
        abstract:
          'AmaBulls ahlule amaStormers ngo-36-28 emdlalweni othokozisayo we-United Rugby Championship ePitoli, abadlali bangaphambili beqembu lasekhaya bebeka isisekelo.',
        body: html(
          p(
            'AmaBulls azigqaje emdlalweni wamuva wenyakatho neningizimu, ahlula amaStormers ngo-36-28 ku-United Rugby Championship enkundleni iLoftus Versfeld ePitoli.',
          ),
          p(
            'Abadlali bangaphambili beqembu lasekhaya babeka isisekelo ngesikramu esiqinile kanye nokuphusha okuphumelelayo, kanti amaStormers ahlala esemdlalweni ngokuhlasela okusheshayo futhi ayesemuva ngamaphuzu ambalwa kuze kwaba semizuzwini eyishumi yokugcina.',
          ),
          p(
            'Lo mphumela ugcina amaBulls engxenyeni ephezulu yethebula. AmaStormers, aphuthelwe kancane yiphuzu lebhonasi lokuhlulwa, azozama ukuzihlela kabusha ngaphambi komdlalo wawo olandelayo.',
          ),
        ),
      },
      xh: {
        title: 'AmaBulls oyisa amaStormers kumdlalo we-URC eLoftus',
        abstract:
          'AmaBulls oyise amaStormers ngo-36-28 kumdlalo onika umdla we-United Rugby Championship ePitoli, abadlali bangaphambili beqela lasekhaya bebeka isiseko.',
        body: html(
          p(
            'AmaBulls azingce kumdlalo wamva nje phakathi komntla nomzantsi, oyisa amaStormers ngo-36-28 kwi-United Rugby Championship kwibala iLoftus Versfeld ePitoli.',
          ),
          p(
            'Abadlali bangaphambili beqela lasekhaya babeka isiseko ngesikram esomeleleyo kunye nokutyhala okuphumelelayo, ngelixa amaStormers ahlala ekhuphisana ngokuhlasela okukhawulezayo kwaye ayesemva ngamanqaku ambalwa de kwaba kwimizuzu elishumi yokugqibela.',
          ),
          p(
            'Esi siphumo sigcina amaBulls kwisiqingatha esiphezulu setafile. AmaStormers, aphoswe kancinci linqaku lebhonasi lokoyiswa, aza kuzama ukuzilungelelanisa kwakhona phambi komdlalo wawo olandelayo.',
          ),
        ),
      },
      af: {
        title: 'Bulle klop Stormers naelskraap in URC-derby op Loftus',
        abstract:
          'Die Bulle het die Stormers met 36-28 in ’n vermaaklike United Rugby Championship-derby in Pretoria geklop, met die gasheerspan se voorspelers wat die grondslag gelê het.',
        body: html(
          p(
            'Die Bulle het in die jongste noord-suid-derby met die spoghoede weggestap nadat hulle die Stormers met 36-28 in die United Rugby Championship op Loftus Versfeld in Pretoria geklop het.',
          ),
          p(
            'Die tuisspan se pak het die grondslag gelê met ’n sterk skrum en ’n doeltreffende dryfmaal, terwyl die Stormers met vinnige teenaanvalle in die stryd gebly het en tot in die laaste tien minute binne een telling was.',
          ),
          p(
            'Die uitslag hou die Bulle in die boonste helfte van die punteleer. Die Stormers, wat net-net ’n verloorbonuspunt misgeloop het, sal voor hul volgende wedstryd wil hergroepeer.',
          ),
        ),
      },
    },
  },
  {
    slug: 'sharks-and-lions-prepare-for-kings-park-clash',
    categorySlug: 'domestic',
    extraCategorySlugs: [],
    title: 'Sharks and Lions prepare for URC clash at Kings Park',
    abstract:
      'The Sharks host the Lions in a South African derby in Durban this weekend, with both sides looking to climb the United Rugby Championship log.',
    body: html(
      p(
        'The Sharks will welcome the Lions to Kings Park in Durban this weekend for a United Rugby Championship derby that both teams will see as an important opportunity to climb the log.',
      ),
      p(
        'The Sharks are coming off a narrow defeat against Ulster in Belfast, while the Lions head to the coast after a comfortable win over Cardiff Rugby at Ellis Park. Set-piece battles and the kicking game are expected to decide a contest between two physical packs.',
      ),
      p(
        'Kick-off is at 17:00 South African time. The match will be broadcast live on SuperSport, and Touchline members can make their predictions in the app before kick-off.',
      ),
    ),
    authorName: 'Mandla Khumalo',
    player: null,
    tweetUrl: null,
    publishedDaysAgo: 1,
    isFeatured: false,
    translations: {
      zu: {
        title: 'AmaSharks namaLions alungiselela umdlalo we-URC eKings Park',
        abstract:
          'AmaSharks amukela amaLions emdlalweni waseNingizimu Afrika eThekwini ngale mpelasonto, womabili amaqembu efuna ukukhuphuka ethebulani le-United Rugby Championship.',
        body: html(
          p(
            'AmaSharks azokwamukela amaLions enkundleni iKings Park eThekwini ngale mpelasonto emdlalweni we-United Rugby Championship, amaqembu omabili azowubona njengethuba elibalulekile lokukhuphuka ethebulani.',
          ),
          p(
            'AmaSharks asuka ekuhlulweni kancane yi-Ulster eBelfast, kanti amaLions eza ogwini ngemuva kokunqoba kalula iCardiff Rugby e-Ellis Park. Kulindeleke ukuthi impi yezikramu nama-lineout kanye nokukhahlela kunqume lo mdlalo phakathi kwamaqembu amabili anabadlali bangaphambili abanamandla.',
          ),
          p(
            'Umdlalo uqala ngo-17:00 ngesikhathi saseNingizimu Afrika. Uzosakazwa bukhoma kuSuperSport, futhi amalungu e-Touchline angenza izibikezelo zawo ku-app ngaphambi kokuqala komdlalo.',
          ),
        ),
      },
      xh: {
        title: 'AmaSharks namaLions alungiselela umdlalo we-URC eKings Park',
        abstract:
          'AmaSharks amkela amaLions kumdlalo woMzantsi Afrika eThekwini kule mpela-veki, omabini amaqela efuna ukunyuka kwitafile ye-United Rugby Championship.',
        body: html(
          p(
            'AmaSharks aza kwamkela amaLions kwibala iKings Park eThekwini kule mpela-veki kumdlalo we-United Rugby Championship, amaqela omabini aza kuwubona njengethuba elibalulekileyo lokunyuka kwitafile.',
          ),
          p(
            'AmaSharks asuka ekoyisweni kancinci yiUlster eBelfast, ngelixa amaLions esiza elunxwemeni emva kokoyisa lula iCardiff Rugby e-Ellis Park. Kulindeleke ukuba idabi lezikram nee-lineout kunye nokukhaba kugqibe lo mdlalo phakathi kwamaqela amabini anabadlali bangaphambili abomeleleyo.',
          ),
          p(
            'Umdlalo uqala ngo-17:00 ngexesha loMzantsi Afrika. Uza kusasazwa ngqo kwiSuperSport, kwaye amalungu e-Touchline angenza uqikelelo lwawo kwi-app phambi kokuqala komdlalo.',
          ),
        ),
      },
      af: {
        title: 'Haaie en Leeus berei voor vir URC-botsing op Kings Park',
        abstract:
          'Die Haaie ontvang hierdie naweek die Leeus in ’n Suid-Afrikaanse derby in Durban, met albei spanne wat op die United Rugby Championship-punteleer wil klim.',
        body: html(
          p(
            'Die Haaie verwelkom hierdie naweek die Leeus op Kings Park in Durban vir ’n United Rugby Championship-derby wat albei spanne as ’n belangrike geleentheid sal sien om op die punteleer te klim.',
          ),
          p(
            'Die Haaie kom van ’n nipper nederlaag teen Ulster in Belfast af, terwyl die Leeus kus toe reis ná ’n maklike oorwinning oor Cardiff Rugby op Ellis Park. Die stryd om die vaste stukke en die skopspel sal na verwagting die uitslag tussen twee fisieke pakke bepaal.',
          ),
          p(
            'Die afskop is om 17:00 Suid-Afrikaanse tyd. Die wedstryd word regstreeks op SuperSport uitgesaai, en Touchline-lede kan voor die afskop hul voorspellings in die app maak.',
          ),
        ),
      },
    },
  },
  {
    slug: 'pumas-hold-on-against-griquas-in-mbombela',
    categorySlug: 'domestic',
    extraCategorySlugs: [],
    title: 'Pumas hold on against Griquas in Mbombela thriller',
    abstract: 'The Pumas survived a late Griquas fightback to win 29-27 in the Currie Cup at Mbombela Stadium.',
    body: html(
      p(
        'The Pumas edged Griquas 29-27 in a tense Currie Cup match at Mbombela Stadium, holding on after the visitors scored twice in the final quarter.',
      ),
      p(
        'The home side built a healthy lead through their set piece and accurate goal-kicking, but Griquas never stopped running and came within two points with the last play of the match.',
      ),
      p(
        'The result is another reminder of how competitive the Currie Cup has become, with teams outside the traditional big unions regularly taking points from each other and from the established franchises.',
      ),
    ),
    authorName: 'Mandla Khumalo',
    player: null,
    tweetUrl: null,
    publishedDaysAgo: 11,
    isFeatured: false,
    translations: null,
  },
  {
    slug: 'why-the-currie-cup-still-matters',
    categorySlug: 'domestic',
    extraCategorySlugs: [],
    title: 'Why the Currie Cup still matters',
    abstract: 'More than a century after the first Currie Cup, the competition remains a proving ground for South African rugby talent.',
    body: html(
      p(
        'The Currie Cup is one of the oldest domestic rugby competitions in the world, with a history stretching back to the late nineteenth century. For generations of South African supporters, the Currie Cup final was the biggest day of the domestic season.',
      ),
      p(
        'The arrival of the United Rugby Championship has changed the calendar, but the Currie Cup remains an important stage for young players and for unions such as the Pumas, Griquas and Cheetahs.',
      ),
      h2('A proving ground'),
      p(
        'Many current Springboks made their names in the Currie Cup before moving up to the URC and Test rugby. Coaches continue to watch the competition closely for the next generation of talent.',
      ),
    ),
    authorName: 'Mandla Khumalo',
    player: null,
    tweetUrl: null,
    publishedDaysAgo: 110,
    isFeatured: false,
    translations: null,
  },

  // ------------------------------------------------------------- Match Reports
  {
    slug: 'springboks-run-riot-against-argentina-in-durban',
    categorySlug: 'match-reports',
    extraCategorySlugs: ['springboks'],
    title: 'Springboks run riot against Argentina in Durban',
    abstract:
      'The Springboks beat Argentina 67-30 at Kings Park in a high-scoring Rugby Championship Test that delighted a packed Durban crowd.',
    body: html(
      p(
        'The Springboks produced one of their most attacking performances of the season, beating Argentina 67-30 in the Rugby Championship at Kings Park in Durban.',
      ),
      p(
        'Argentina started brightly and stayed in touch during the first half, but the Springboks pulled away after the break as their bench added fresh energy. Quick ball from the breakdown allowed the backline to stretch the Pumas’ defence, and the home side crossed the tryline repeatedly in the final quarter.',
      ),
      p(
        'The result set up the return match against Argentina a week later, with the Rugby Championship title on the line. The scoring summary is available in the Touchline fixtures section.',
      ),
    ),
    authorName: 'Liezl Marais',
    player: null,
    tweetUrl: 'https://twitter.com/Springboks/status/1843210987654321098',
    publishedDaysAgo: 52,
    isFeatured: false,
    translations: {
      zu: {
        title: 'AmaBokke ahlula i-Argentina ngamaphuzu amaningi eThekwini',
        abstract:
          'AmaBokke ahlule i-Argentina ngo-67-30 enkundleni iKings Park emdlalweni we-Rugby Championship onamaphuzu amaningi, owajabulisa isixuku esigcwele eThekwini.',
        body: html(
          p(
            'AmaBokke adlale omunye wemidlalo yawo yokuhlasela engcono kakhulu kule sizini, ahlula i-Argentina ngo-67-30 ku-Rugby Championship enkundleni iKings Park eThekwini.',
          ),
          p(
            'I-Argentina iqale kahle futhi yahlala iseduze esiwombeni sokuqala, kodwa amaBokke ahamba phambili ngemuva kwekhefu njengoba abadlali abangena esikhundleni bengeza amandla amasha. Ibhola elisheshayo elivela emaqoqweni lavumela abadlali basemuva ukuthi banwebe ukuvikela kwama-Pumas, futhi iqembu lasekhaya lawela ulayini izikhathi eziningi kwikota yokugcina.',
          ),
          p(
            'Lo mphumela walungiselela umdlalo wokubuyisela ne-Argentina ngemuva kwesonto, isicoco se-Rugby Championship sisengozini. Isifinyezo samaphuzu siyatholakala esigabeni semidlalo se-Touchline.',
          ),
        ),
      },
      xh: {
        title: 'AmaBhokobhoko oyisa iArgentina ngamanqaku amaninzi eThekwini',
        abstract:
          'AmaBhokobhoko oyise iArgentina ngo-67-30 kwibala iKings Park kumdlalo we-Rugby Championship onamanqaku amaninzi, owonwabisa isihlwele esizeleyo eThekwini.',
        body: html(
          p(
            'AmaBhokobhoko adlale omnye weyona midlalo yawo yokuhlasela ibalaseleyo kule sizini, oyisa iArgentina ngo-67-30 kwi-Rugby Championship kwibala iKings Park eThekwini.',
          ),
          p(
            'IArgentina iqale kakuhle kwaye yahlala ikufutshane kwisiqingatha sokuqala, kodwa amaBhokobhoko ahamba phambili emva kwekhefu njengoko abadlali abangena endaweni yabanye bongeza amandla amatsha. Ibhola elikhawulezayo elivela kwiimbambano zasemhlabeni lavumela abadlali basemva ukuba bolule ukhuselo lwamaPumas, kwaye iqela lasekhaya lawela umgca izihlandlo ezininzi kwikota yokugqibela.',
          ),
          p(
            'Esi siphumo salungiselela umdlalo wokubuyisa neArgentina emva kweveki, itayitile ye-Rugby Championship isemngciphekweni. Isishwankathelo samanqaku siyafumaneka kwicandelo lemidlalo le-Touchline.',
          ),
        ),
      },
      af: {
        title: 'Springbokke hardloop hoogty teen Argentinië in Durban',
        abstract:
          'Die Springbokke het Argentinië met 67-30 op Kings Park geklop in ’n hoëtelling-Rugbykampioenskaptoets wat ’n vol Durbanse skare verruk het.',
        body: html(
          p(
            'Die Springbokke het een van hul aanvallendste vertonings van die seisoen gelewer en Argentinië met 67-30 in die Rugbykampioenskap op Kings Park in Durban geklop.',
          ),
          p(
            'Argentinië het sterk begin en in die eerste helfte byderhand gebly, maar die Springbokke het ná rustyd weggetrek namate hul bank vars energie bygevoeg het. Vinnige bal uit die losskrums het die agterlyn in staat gestel om die Pumas se verdediging te rek, en die tuisspan het in die laaste kwart herhaaldelik oor die doellyn gegaan.',
          ),
          p(
            'Die uitslag het die terugwedstryd teen Argentinië ’n week later voorberei, met die Rugbykampioenskaptitel op die spel. Die puntesamevatting is in die Touchline-wedstryde-afdeling beskikbaar.',
          ),
        ),
      },
    },
  },
  {
    slug: 'springboks-claim-hard-fought-win-at-eden-park',
    categorySlug: 'match-reports',
    extraCategorySlugs: ['springboks'],
    title: 'Springboks claim hard-fought win at Eden Park',
    abstract: 'The Springboks beat the All Blacks 24-17 in Auckland, a rare win at one of the most difficult venues in world rugby.',
    body: html(
      p(
        'The Springboks recorded a memorable 24-17 victory over New Zealand at Eden Park in Auckland, a ground where visiting teams have found wins extremely hard to come by.',
      ),
      p(
        'The match was a tight, physical contest for most of the afternoon, with both defences on top. The Springboks’ scrum earned important penalties in the second half, and disciplined defence in the closing minutes kept the All Blacks out.',
      ),
      p(
        'The squad now returns home to prepare for the Tests against Argentina. Touchline members can relive the key moments in the match centre.',
      ),
    ),
    authorName: 'Liezl Marais',
    player: null,
    tweetUrl: null,
    publishedDaysAgo: 73,
    isFeatured: false,
    translations: {
      zu: {
        title: 'AmaBokke athola ukunqoba okunzima e-Eden Park',
        abstract:
          'AmaBokke ahlule ama-All Blacks ngo-24-17 e-Auckland, ukunqoba okungavamile kwenye yezinkundla ezinzima kakhulu emhlabeni woMbhoxo.',
        body: html(
          p(
            'AmaBokke athole ukunqoba okungenakulibaleka ngo-24-17 bebhekene neNew Zealand enkundleni i-Eden Park e-Auckland, inkundla lapho amaqembu avakashile ekuthola kunzima kakhulu ukunqoba khona.',
          ),
          p(
            'Umdlalo ubuqinile futhi unamandla isikhathi esiningi santambama, amaqembu omabili evikela ngokuqinile. Isikramu samaBokke sazuza amaphenathi abalulekile esiwombeni sesibili, futhi ukuvikela ngokuzithiba emizuzwini yokugcina kwavimba ama-All Blacks.',
          ),
          p(
            'Iqembu manje libuyela ekhaya ukuyolungiselela imidlalo ne-Argentina. Amalungu e-Touchline angaphinda abuke izikhathi ezibalulekile esikhungweni semidlalo.',
          ),
        ),
      },
      xh: {
        title: 'AmaBhokobhoko afumana uloyiso olunzima e-Eden Park',
        abstract:
          'AmaBhokobhoko oyise ii-All Blacks ngo-24-17 e-Auckland, uloyiso olunqabileyo kwelinye lawona mabala anzima kwihlabathi lombhoxo.',
        body: html(
          p(
            'AmaBhokobhoko afumene uloyiso olungalibalekiyo ngo-24-17 ngokuchasene neNew Zealand kwibala i-Eden Park e-Auckland, ibala apho amaqela andwendwelayo ekufumanisa kunzima kakhulu ukuphumelela khona.',
          ),
          p(
            'Umdlalo ubuqinile kwaye unamandla ixesha elininzi lasemva kwemini, kwaye ukhuselo lwamacala omabini lwalongamile. Isikram samaBhokobhoko safumana izohlwayo ezibalulekileyo kwisiqingatha sesibini, kwaye ukhuselo olunoqeqesho kwimizuzu yokugqibela lwavala ii-All Blacks.',
          ),
          p(
            'Iqela ngoku libuyela ekhaya ukuze lilungiselele imidlalo neArgentina. Amalungu e-Touchline angaphinda abukele amaxesha abalulekileyo kwiziko lemidlalo.',
          ),
        ),
      },
      af: {
        title: 'Springbokke behaal swaarbevogte oorwinning op Eden Park',
        abstract:
          'Die Springbokke het die All Blacks met 24-17 in Auckland geklop, ’n seldsame oorwinning op een van die moeilikste velde in wêreldrugby.',
        body: html(
          p(
            'Die Springbokke het ’n onvergeetlike 24-17-oorwinning oor Nieu-Seeland op Eden Park in Auckland behaal, ’n veld waar besoekende spanne dit uiters moeilik vind om te wen.',
          ),
          p(
            'Die wedstryd was die grootste deel van die middag ’n taai, fisieke stryd waarin albei verdedigings die botoon gevoer het. Die Springbokke se skrum het in die tweede helfte belangrike strafskoppe verdien, en gedissiplineerde verdediging in die slotminute het die All Blacks uitgehou.',
          ),
          p(
            'Die groep keer nou terug huis toe om vir die toetse teen Argentinië voor te berei. Touchline-lede kan die hoogtepunte weer in die wedstrydsentrum beleef.',
          ),
        ),
      },
    },
  },
  {
    slug: 'wallabies-stun-springboks-at-ellis-park',
    categorySlug: 'match-reports',
    extraCategorySlugs: ['springboks'],
    title: 'Wallabies stun Springboks at Ellis Park',
    abstract:
      'Australia opened the Rugby Championship with a 38-22 win in Johannesburg, coming from behind after a strong Springbok start.',
    body: html(
      p(
        'Australia produced one of the surprises of the Rugby Championship, beating the Springboks 38-22 at Ellis Park in Johannesburg after the home side had raced into an early lead.',
      ),
      p(
        'The Springboks looked in control in the first quarter, but the Wallabies grew into the match and punished errors with quick, accurate attack. Their fitness and tempo at altitude caught the home side off guard in the second half.',
      ),
      p('The Springboks have a week to respond before the second Test against Australia at DHL Stadium in Cape Town.'),
    ),
    authorName: 'Nomvula Dlamini',
    player: null,
    tweetUrl: null,
    publishedDaysAgo: 94,
    isFeatured: false,
    translations: null,
  },
  {
    slug: 'springboks-edge-argentina-in-london',
    categorySlug: 'match-reports',
    extraCategorySlugs: ['springboks'],
    title: 'Springboks edge Argentina in London to close the Rugby Championship',
    abstract:
      'A 29-27 win at Twickenham, in a Test played in London as Argentina’s home fixture, brought a tense end to the Rugby Championship.',
    body: html(
      p(
        'The Springboks closed their Rugby Championship campaign with a 29-27 win over Argentina at Allianz Stadium, Twickenham, where the Pumas hosted the match in front of a large London crowd.',
      ),
      p(
        'It was a very different contest to the high-scoring Test in Durban a week earlier. Argentina defended superbly and led for long periods, and the result was only settled in the final minutes.',
      ),
      p('The win capped a campaign of highs and lows and sent the squad into the November tour with confidence.'),
    ),
    authorName: 'Liezl Marais',
    player: null,
    tweetUrl: null,
    publishedDaysAgo: 45,
    isFeatured: false,
    translations: null,
  },

  // -------------------------------------------------------- Team Announcements
  {
    slug: 'springboks-confirm-november-tour-travel-plans',
    categorySlug: 'team-announcements',
    extraCategorySlugs: ['springboks'],
    title: 'Springboks confirm November tour travel plans',
    abstract:
      'The Springbok squad will gather in Johannesburg before departing for London ahead of the opening Test of the end-of-year tour at Wembley.',
    body: html(
      p(
        'SA Rugby has confirmed the travel arrangements for the Springboks’ end-of-year tour. The squad will gather in Johannesburg for a short training camp before flying to London.',
      ),
      p(
        'The tour includes Tests against Japan at Wembley Stadium, France in Paris, Italy in Turin, Ireland in Dublin and Wales in Cardiff. Players based in Japan and Europe will join the squad on arrival in London.',
      ),
      p(
        'Touchline will publish each match-day squad as it is announced. All kick-off times are listed in the fixtures section in South African time.',
      ),
    ),
    authorName: 'Nomvula Dlamini',
    player: null,
    tweetUrl: null,
    publishedDaysAgo: 7,
    isFeatured: false,
    translations: null,
  },
  {
    slug: 'springboks-team-named-to-face-argentina-in-london',
    categorySlug: 'team-announcements',
    extraCategorySlugs: ['springboks'],
    title: 'Springboks team named to face Argentina in London',
    abstract:
      'Rassie Erasmus has made several changes to his match-day 23 for the final Rugby Championship Test, with Handré Pollard named at flyhalf.',
    body: html(
      p(
        'Rassie Erasmus has named his Springbok team for the final Rugby Championship Test against Argentina at Twickenham, with several changes to the side that won in Durban.',
      ),
      p(
        'Handré Pollard has been named at flyhalf, where his goal-kicking is expected to be important in what could be a close contest. The bench retains a strong forward presence.',
      ),
      p(
        'The match is played in London as Argentina’s home fixture. Kick-off times and broadcast details are available in the Touchline fixtures section.',
      ),
    ),
    authorName: 'Liezl Marais',
    player: { category: 'springboks', firstName: 'Handré', lastName: 'Pollard' },
    tweetUrl: 'https://twitter.com/Springboks/status/1842098765432109876',
    publishedDaysAgo: 48,
    isFeatured: false,
    translations: null,
  },
  {
    slug: 'springboks-team-named-for-eden-park',
    categorySlug: 'team-announcements',
    extraCategorySlugs: ['springboks'],
    title: 'Springboks name experienced side for Eden Park Test',
    abstract:
      'An experienced Springbok team has been selected to take on the All Blacks in Auckland, with Siya Kolisi leading from the blindside flank.',
    body: html(
      p(
        'The Springboks have named an experienced team for the Rugby Championship Test against New Zealand at Eden Park, with captain Siya Kolisi starting on the blindside flank.',
      ),
      p(
        'The selection leans heavily on players who have played in big Tests away from home, reflecting the challenge of playing the All Blacks in Auckland.',
      ),
      p('The match kicks off in the early morning South African time. Touchline will carry live updates in the match centre.'),
    ),
    authorName: 'Liezl Marais',
    player: { category: 'springboks', firstName: 'Siya', lastName: 'Kolisi' },
    tweetUrl: null,
    publishedDaysAgo: 76,
    isFeatured: false,
    translations: null,
  },

  // ---------------------------------------------------------------- Interviews
  {
    slug: 'volunteer-coach-growing-girls-rugby-in-khayelitsha',
    categorySlug: 'interviews',
    extraCategorySlugs: ['springbok-women'],
    title: 'Meet the volunteer coach growing girls’ rugby in Khayelitsha',
    abstract:
      'Thandiwe Mabaso started a girls’ rugby group with one ball and eight players. Three years later, she coaches more than sixty girls every week.',
    body: html(
      p(
        'When Thandiwe Mabaso started a girls’ rugby group on a dusty field in Khayelitsha, she had one ball, a handful of cones and eight curious players. Three years later, more than sixty girls between the ages of nine and sixteen attend her sessions every week.',
      ),
      p(
        'Thandiwe told Touchline that the success of the Springbok Women and the Springbok Women’s Sevens has made a real difference, because the girls can now see players who look like them on television. She says many parents who were unsure at first have become the group’s biggest supporters.',
      ),
      p(
        'The club relies on volunteers and donated kit, and its biggest need is safe transport to tournaments. Touchline members who would like to help can find community rugby projects in their area through their provincial union.',
      ),
    ),
    authorName: 'Ayesha Hendricks',
    player: null,
    tweetUrl: null,
    publishedDaysAgo: 30,
    isFeatured: false,
    translations: {
      zu: {
        title: 'Hlangana nomqeqeshi ozinikele okhulisa umbhoxo wamantombazane eKhayelitsha',
        abstract:
          'UThandiwe Mabaso waqala iqembu lombhoxo lamantombazane enebhola elilodwa nabadlali abayisishiyagalombili. Eminyakeni emithathu kamuva, uqeqesha amantombazane angaphezu kwamashumi ayisithupha njalo ngesonto.',
        body: html(
          p(
            'Ngesikhathi uThandiwe Mabaso eqala iqembu lombhoxo lamantombazane enkundleni enothuli eKhayelitsha, wayenebhola elilodwa, izimpondo ezimbalwa zokuzilolonga kanye nabadlali abayisishiyagalombili ababenelukuluku. Eminyakeni emithathu kamuva, amantombazane angaphezu kwamashumi ayisithupha aneminyaka ephakathi kweyisishiyagalolunye neyishumi nesithupha eza ezifundweni zakhe njalo ngesonto.',
          ),
          p(
            'UThandiwe utshele i-Touchline ukuthi impumelelo yamaBokke Abesifazane kanye namaBokke Abesifazane abadlali abayisikhombisa yenze umehluko omkhulu, ngoba manje amantombazane angabona kumabonakude abadlali abafana nawo. Uthi abazali abaningi ababengabaza ekuqaleni sebengabasekeli abakhulu beqembu.',
          ),
          p(
            'Iqembu lincike kumavolontiya nasezingutsheni ezinikelwe, futhi isidingo salo esikhulu yizithuthi eziphephile eziya emiqhudelwaneni. Amalungu e-Touchline afuna ukusiza angathola amaphrojekthi ombhoxo womphakathi ezindaweni zawo ngenhlangano yombhoxo yesifundazwe sawo.',
          ),
        ),
      },
      xh: {
        title: 'Dibana nomqeqeshi ongumvolontiya okhulisa umbhoxo wamantombazana eKhayelitsha',
        abstract:
          'UThandiwe Mabaso waqalisa iqela lombhoxo lamantombazana enebhola elinye nabadlali abasibhozo. Kwiminyaka emithathu kamva, uqeqesha amantombazana angaphezu kwamashumi amathandathu rhoqo ngeveki.',
        body: html(
          p(
            'Xa uThandiwe Mabaso waqalisa iqela lombhoxo lamantombazana kwibala elinothuli eKhayelitsha, wayenebhola elinye, iikhowuni ezimbalwa kunye nabadlali abasibhozo ababenomdla. Kwiminyaka emithathu kamva, amantombazana angaphezu kwamashumi amathandathu aphakathi kweminyaka esithoba neshumi elinesithandathu eza kwiiseshoni zakhe rhoqo ngeveki.',
          ),
          p(
            'UThandiwe uxelele i-Touchline ukuba impumelelo yamaBhokobhoko aBasetyhini kunye namaBhokobhoko aBasetyhini abadlali abasixhenxe yenze umahluko omkhulu, kuba ngoku amantombazana angabona kumabonwakude abadlali abafana nawo. Uthi abazali abaninzi ababethandabuza ekuqaleni sele bengabona baxhasi bakhulu beqela.',
          ),
          p(
            'Iqela lixhomekeke kumavolontiya nakwiimpahla ezinikelweyo, kwaye eyona mfuno yalo inkulu zizithuthi ezikhuselekileyo eziya kwiitumente. Amalungu e-Touchline afuna ukunceda angafumana iiprojekthi zombhoxo zoluntu kwiindawo zawo ngombutho wombhoxo wephondo lawo.',
          ),
        ),
      },
      af: {
        title: 'Ontmoet die vrywillige afrigter wat meisiesrugby in Khayelitsha laat groei',
        abstract:
          'Thandiwe Mabaso het ’n meisiesrugbygroep met een bal en agt spelers begin. Drie jaar later rig sy elke week meer as sestig meisies af.',
        body: html(
          p(
            'Toe Thandiwe Mabaso ’n meisiesrugbygroep op ’n stowwerige veld in Khayelitsha begin het, het sy een bal, ’n handvol keëls en agt nuuskierige spelers gehad. Drie jaar later woon meer as sestig meisies tussen die ouderdomme van nege en sestien elke week haar oefensessies by.',
          ),
          p(
            'Thandiwe het aan Touchline gesê dat die sukses van die Springbok-vroue en die Springbok-vrouesewes ’n werklike verskil gemaak het, omdat die meisies nou op televisie spelers kan sien wat soos hulle lyk. Sy sê baie ouers wat aanvanklik onseker was, het die groep se grootste ondersteuners geword.',
          ),
          p(
            'Die klub maak staat op vrywilligers en geskenkte drag, en sy grootste behoefte is veilige vervoer na toernooie. Touchline-lede wat wil help, kan deur hul provinsiale unie gemeenskapsrugbyprojekte in hul omgewing vind.',
          ),
        ),
      },
    },
  },
  {
    slug: 'touchline-meets-a-schools-rugby-referee',
    categorySlug: 'interviews',
    extraCategorySlugs: [],
    title: 'Touchline meets a schools rugby referee',
    abstract:
      'Every Saturday, hundreds of volunteer referees make schools rugby possible. We spent a morning with one of them in Bloemfontein.',
    body: html(
      p(
        'Pieter Olivier has refereed schools rugby in the Free State for almost twenty years. On a typical Saturday he will take charge of two or three matches, from under-14 games to first-team fixtures.',
      ),
      p(
        'He explained to Touchline that the hardest part of the job is not the laws but managing the emotions of players, coaches and parents. He believes a quiet word early in a match often prevents problems later.',
      ),
      p(
        'Referee societies across South Africa are always looking for new members, and former players are especially welcome. Pieter encourages anyone who loves the game to give it a try.',
      ),
      p('<em>Pieter Olivier is a volunteer referee featured in our community series.</em>'),
    ),
    authorName: 'Mandla Khumalo',
    player: null,
    tweetUrl: null,
    publishedDaysAgo: 65,
    isFeatured: false,
    translations: null,
  },
  {
    slug: 'forty-years-supporting-the-boks-from-the-stands',
    categorySlug: 'interviews',
    extraCategorySlugs: ['fan-zone'],
    title: 'Forty years of supporting the Boks from the stands',
    abstract: 'Gogo Nokuthula Zungu has watched Test rugby in Durban for four decades. She shared her memories with Touchline.',
    body: html(
      p(
        'Nokuthula Zungu, known to her family and friends as Gogo, has been attending rugby at Kings Park in Durban for four decades. She still remembers the excitement of the first Test matches after South Africa’s return to international rugby in the early 1990s.',
      ),
      p(
        'She told Touchline that the 1995 Rugby World Cup was the moment rugby became a game for her whole family, and that watching the Springboks lift the trophy again in 2019 and 2023 with her grandchildren meant even more.',
      ),
      p(
        'These days she follows the Springbok Women and the Blitzboks as closely as the Springboks, and she never misses a Sharks home game if she can help it.',
      ),
    ),
    authorName: 'Nomvula Dlamini',
    player: null,
    tweetUrl: null,
    publishedDaysAgo: 86,
    isFeatured: false,
    translations: null,
  },

  // ------------------------------------------------------------------ Fan Zone
  {
    slug: 'welcome-to-touchline',
    categorySlug: 'fan-zone',
    extraCategorySlugs: [],
    title: 'Welcome to Touchline, the home of Springbok supporters',
    abstract:
      'Touchline brings news, fixtures, player profiles and member competitions for all four national teams together in one fan club.',
    body: html(
      p(
        'Welcome to Touchline, a fan club built for supporters of South Africa’s national rugby teams. Whether you follow the Springboks, the Springbok Women, the Blitzboks or the Springbok Women’s Sevens, you will find news, fixtures, results and player profiles in one place.',
      ),
      p(
        'Our writers cover Test rugby, the SVNS series, women’s rugby and the domestic game, with selected stories available in isiZulu, isiXhosa and Afrikaans. Members can also take part in match predictions and competitions, and earn FanCred points along the way.',
      ),
      p(
        'Touchline works on any smartphone and is billed through your mobile network. We are glad to have you with us. See you on the touchline!',
      ),
    ),
    authorName: 'Nomvula Dlamini',
    player: null,
    tweetUrl: null,
    publishedDaysAgo: 118,
    isFeatured: false,
    translations: {
      zu: {
        title: 'Siyakwamukela ku-Touchline, ikhaya labalandeli bamaBokke',
        abstract:
          'I-Touchline ihlanganisa izindaba, uhlelo lwemidlalo, imininingwane yabadlali kanye nemincintiswano yamalungu yawo wonke amaqembu amane kazwelonke endaweni eyodwa.',
        body: html(
          p(
            'Siyakwamukela ku-Touchline, iqembu labalandeli elakhelwe abasekeli bamaqembu kazwelonke oMbhoxo aseNingizimu Afrika. Noma ngabe ulandela amaBokke, amaBokke Abesifazane, amaBlitzboks noma amaBokke Abesifazane abadlali abayisikhombisa, uzothola izindaba, uhlelo lwemidlalo, imiphumela kanye nemininingwane yabadlali endaweni eyodwa.',
          ),
          p(
            'Ababhali bethu babika ngemidlalo yokuhlolwa, ngochungechunge lwe-SVNS, ngombhoxo wabesifazane kanye nombhoxo wasekhaya, kanti ezinye izindaba ziyatholakala ngesiZulu, ngesiXhosa nangesiBhunu. Amalungu angabamba iqhaza ekubikezeleni imiphumela yemidlalo nasemincintiswaneni, futhi aqoqe amaphuzu e-FanCred.',
          ),
          p(
            'I-Touchline isebenza kunoma iyiphi i-smartphone futhi ikhokhelwa ngenethiwekhi yakho yeselula. Siyajabula ukuba nawe. Sobonana eceleni kwenkundla!',
          ),
        ),
      },
      xh: {
        title: 'Wamkelekile kwi-Touchline, ikhaya labalandeli bamaBhokobhoko',
        abstract:
          'I-Touchline idibanisa iindaba, iishedyuli zemidlalo, iinkcukacha zabadlali kunye nokhuphiswano lwamalungu lwawo onke amaqela amane esizwe kwindawo enye.',
        body: html(
          p(
            'Wamkelekile kwi-Touchline, iqela labalandeli elakhelwe abaxhasi bamaqela esizwe ombhoxo aseMzantsi Afrika. Nokuba ulandela amaBhokobhoko, amaBhokobhoko aBasetyhini, amaBlitzboks okanye amaBhokobhoko aBasetyhini abadlali abasixhenxe, uza kufumana iindaba, iishedyuli zemidlalo, iziphumo kunye neenkcukacha zabadlali kwindawo enye.',
          ),
          p(
            'Ababhali bethu babika ngemidlalo yovavanyo, ngothotho lwe-SVNS, ngombhoxo wabasetyhini kunye nombhoxo wasekhaya, kwaye amanye amabali afumaneka ngesiZulu, ngesiXhosa nangesiBhulu. Amalungu anokuthatha inxaxheba ekuqikeleleni iziphumo zemidlalo nakukhuphiswano, kwaye aqokelele amanqaku e-FanCred.',
          ),
          p(
            'I-Touchline isebenza kuyo nayiphi na i-smartphone kwaye ihlawulwa ngenethiwekhi yakho yeselula. Siyavuya ukuba nawe. Sobonana ecaleni kwebala!',
          ),
        ),
      },
      af: {
        title: 'Welkom by Touchline, die tuiste van Springbok-ondersteuners',
        abstract:
          'Touchline bring nuus, wedstrydprogramme, spelerprofiele en kompetisies vir lede vir al vier nasionale spanne op een plek bymekaar.',
        body: html(
          p(
            'Welkom by Touchline, ’n ondersteunersklub vir aanhangers van Suid-Afrika se nasionale rugbyspanne. Of jy nou die Springbokke, die Springbok-vroue, die Blitzbokke of die Springbok-vrouesewes volg, jy sal nuus, wedstryde, uitslae en spelerprofiele op een plek vind.',
          ),
          p(
            'Ons skrywers dek toetsrugby, die SVNS-reeks, vrouerugby en die plaaslike spel, met geselekteerde artikels in isiZulu, isiXhosa en Afrikaans. Lede kan ook aan wedstrydvoorspellings en kompetisies deelneem en sommer ook FanCred-punte verdien.',
          ),
          p(
            'Touchline werk op enige slimfoon en word deur jou selfoonnetwerk gefaktureer. Ons is bly om jou hier te hê. Sien jou op die kantlyn!',
          ),
        ),
      },
    },
  },
  {
    slug: 'fancred-points-explained',
    categorySlug: 'fan-zone',
    extraCategorySlugs: [],
    title: 'FanCred points: how to earn them and what they unlock',
    abstract: 'Every Touchline member collects FanCred points for reading, predicting and playing along. Here is how the system works.',
    body: html(
      p(
        'FanCred points are Touchline’s way of rewarding the most loyal supporters. You earn points for reading stories, making match predictions and keeping your membership active, with bonus points for correct predictions on big Test weekends.',
      ),
      p(
        'Points build up over the season and can be used for rewards in the app, such as entries into prize draws for match tickets and team merchandise. Your total is shown on your profile, along with your position on the fan leaderboard.',
      ),
      p(
        'FanCred points have no cash value and cannot be transferred, but they do give you bragging rights in your group of friends. Full details are in the terms and conditions.',
      ),
    ),
    authorName: 'Nomvula Dlamini',
    player: null,
    tweetUrl: null,
    publishedDaysAgo: 20,
    isFeatured: false,
    translations: {
      zu: {
        title: 'Amaphuzu e-FanCred: indlela yokuwathola nalokho akuvulayo',
        abstract:
          'Wonke amalungu e-Touchline aqoqa amaphuzu e-FanCred ngokufunda, ngokubikezela nangokubamba iqhaza. Nansi indlela uhlelo olusebenza ngayo.',
        body: html(
          p(
            'Amaphuzu e-FanCred yindlela ye-Touchline yokuklomelisa abalandeli abathembeke kakhulu. Uthola amaphuzu ngokufunda izindaba, ngokubikezela imiphumela yemidlalo nangokugcina ubulungu bakho busebenza, futhi uthola amaphuzu engeziwe uma ubikezele kahle ngezimpelasonto zemidlalo emikhulu yokuhlolwa.',
          ),
          p(
            'Amaphuzu ayanda phakathi nesizini futhi angasetshenziselwa imiklomelo ku-app, njengokungena emidwebeni yemiklomelo yamathikithi emidlalo nezimpahla zeqembu. Inani lakho liboniswa kuphrofayela yakho, kanye nendawo yakho ohlwini lwabalandeli abahamba phambili.',
          ),
          p(
            'Amaphuzu e-FanCred awanalo inani lemali futhi awakwazi ukudluliselwa komunye umuntu, kodwa akunika ithuba lokuziqhayisa phakathi kwabangane bakho. Imininingwane ephelele isemigomeni nemibandela.',
          ),
        ),
      },
      xh: {
        title: 'Amanqaku e-FanCred: indlela yokuwafumana nento awayivulayo',
        abstract:
          'Onke amalungu e-Touchline aqokelela amanqaku e-FanCred ngokufunda, ngokuqikelela nangokuthatha inxaxheba. Nantsi indlela inkqubo esebenza ngayo.',
        body: html(
          p(
            'Amanqaku e-FanCred yindlela ye-Touchline yokuvuza abalandeli abathembeke kakhulu. Ufumana amanqaku ngokufunda amabali, ngokuqikelela iziphumo zemidlalo nangokugcina ubulungu bakho busebenza, kwaye ufumana amanqaku ongezelelweyo xa uqikelele ngokuchanekileyo kwiimpela-veki zemidlalo emikhulu yovavanyo.',
          ),
          p(
            'Amanqaku ayanda ngexesha lesizini kwaye angasetyenziselwa amabhaso kwi-app, njengokungena kwimizobo yamabhaso amatikiti emidlalo kunye neempahla zeqela. Inani lakho libonakaliswa kwiprofayile yakho, kunye nendawo yakho kuluhlu lwabalandeli abakhokelayo.',
          ),
          p(
            'Amanqaku e-FanCred awanaxabiso lamali kwaye akanakudluliselwa komnye umntu, kodwa akunika ithuba lokuzingca phakathi kwabahlobo bakho. Iinkcukacha ezipheleleyo zikwimigaqo nemiqathango.',
          ),
        ),
      },
      af: {
        title: 'FanCred-punte: hoe om dit te verdien en wat dit ontsluit',
        abstract: 'Elke Touchline-lid versamel FanCred-punte deur te lees, te voorspel en saam te speel. So werk die stelsel.',
        body: html(
          p(
            'FanCred-punte is Touchline se manier om die lojaalste ondersteuners te beloon. Jy verdien punte deur artikels te lees, wedstrydvoorspellings te maak en jou lidmaatskap aktief te hou, met bonuspunte vir korrekte voorspellings op groot toetsnaweke.',
          ),
          p(
            'Punte bou deur die seisoen op en kan vir belonings in die app gebruik word, soos inskrywings vir prystrekkings vir wedstrydkaartjies en spanklere. Jou totaal word op jou profiel gewys, saam met jou plek op die ondersteunersranglys.',
          ),
          p(
            'FanCred-punte het geen kontantwaarde nie en kan nie oorgedra word nie, maar dit gee jou wel spogregte in jou vriendekring. Volledige besonderhede is in die bepalings en voorwaardes.',
          ),
        ),
      },
    },
  },
  {
    slug: 'predictor-game-returns-for-november-tests',
    categorySlug: 'fan-zone',
    extraCategorySlugs: ['springboks'],
    title: 'The Touchline predictor game returns for the November Tests',
    abstract: 'Pick the winners and winning margins for every Springbok Test on the end-of-year tour and climb the fan leaderboard.',
    body: html(
      p(
        'The Touchline predictor game is back for the Springboks’ end-of-year tour. For each Test, members pick the winner and the winning margin before kick-off.',
      ),
      p(
        'The game runs across all five Tests, from the opener against Japan at Wembley to the final match against Wales in Cardiff, so there is plenty of time to climb the table.',
      ),
      h2('How scoring works'),
      ul('Correct winner: 10 FanCred points', 'Correct winning margin band: 10 bonus points', 'Exact margin: 25 bonus points'),
      p(
        'Predictions close at kick-off. The top predictors at the end of the tour will go into a draw for signed team jerseys, subject to the competition rules.',
      ),
    ),
    authorName: 'Nomvula Dlamini',
    player: null,
    tweetUrl: null,
    publishedDaysAgo: 9,
    isFeatured: false,
    translations: null,
  },

  // --------------------------------------------------------- Junior Springboks
  {
    slug: 'junior-springboks-begin-u20-championship-preparations',
    categorySlug: 'junior-springboks',
    extraCategorySlugs: ['springboks'],
    title: 'Junior Springboks begin preparations for the World Rugby U20 Championship',
    abstract:
      'A wider training group of under-20 players has assembled for the first camp of the season, with selectors keeping a close eye on Craven Week graduates.',
    body: html(
      p(
        'The Junior Springboks have started their preparations for the World Rugby U20 Championship with a training camp for a wider group of under-20 players.',
      ),
      p(
        'The group includes players from all the major unions, many of whom impressed at Craven Week and in the under-21 and under-20 provincial competitions. The camp focuses on conditioning, skills and the team’s game plan.',
      ),
      p(
        'The U20 Championship is a key step on the pathway to senior rugby, and several members of recent Junior Springbok squads have gone on to play for the Springboks.',
      ),
    ),
    authorName: 'Mandla Khumalo',
    player: null,
    tweetUrl: null,
    publishedDaysAgo: 106,
    isFeatured: false,
    translations: null,
  },
  {
    slug: 'from-junior-springbok-to-test-flyhalf',
    categorySlug: 'junior-springboks',
    extraCategorySlugs: ['springboks'],
    title: 'From Junior Springbok to Test flyhalf: the Sacha Feinberg-Mngomezulu story',
    abstract:
      'Sacha Feinberg-Mngomezulu’s journey through the Junior Springboks and the Blitzboks shows how South Africa’s pathways can produce Test players.',
    body: html(
      p(
        'Sacha Feinberg-Mngomezulu is one of the clearest examples of South Africa’s talent pathway at work. The Cape Town playmaker represented the Junior Springboks and also had a spell with the Blitzboks before establishing himself with the Stormers.',
      ),
      p(
        'He made his Test debut against Wales at Twickenham in 2024, and his ability to play flyhalf, centre and fullback has made him a valuable member of the Springbok squad.',
      ),
      p(
        'Coaches often point to his path as proof that the junior programmes are doing their job: exposing young players to international rugby early, and preparing them for the step up to Test level.',
      ),
    ),
    authorName: 'Liezl Marais',
    player: { category: 'springboks', firstName: 'Sacha', lastName: 'Feinberg-Mngomezulu' },
    tweetUrl: null,
    publishedDaysAgo: 80,
    isFeatured: false,
    translations: null,
  },
];
