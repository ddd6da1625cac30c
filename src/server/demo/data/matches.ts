import type { MatchTeam, SeedMatch } from './types';

const TICKETS_URL = 'https://www.ticketpro.co.za/';
const BROADCAST_URL = 'https://www.supersport.com/rugby';

/**
 * [dayOffset relative to now, kick-off time 'HH:MM' in UTC, opponent, venue, city,
 *  isHome, competition, result ([teamScore, opponentScore]) for past fixtures or null]
 */
type FixtureRow = [number, string, string, string, string, boolean, string, [number, number] | null];

/** Domestic rows carry the South African franchise name first. */
type DomesticRow = [string, ...FixtureRow];

function kickoff(now: Date, dayOffset: number, time: string): Date {
  const [hh, mm] = time.split(':').map((part) => Number.parseInt(part, 10));
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + dayOffset, hh ?? 15, mm ?? 0));
}

function toMatch(now: Date, team: MatchTeam, teamName: string, row: FixtureRow, options: { homeTickets: boolean }): SeedMatch {
  const [dayOffset, time, opponent, venue, city, isHome, competition, result] = row;
  const isPast = dayOffset < 0;
  return {
    team,
    teamName,
    opponent,
    venue,
    city,
    isHome,
    kickoffAt: kickoff(now, dayOffset, time),
    competition,
    status: isPast ? 'final' : 'scheduled',
    teamScore: isPast && result ? result[0] : null,
    opponentScore: isPast && result ? result[1] : null,
    ticketsUrl: !isPast && isHome && options.homeTickets ? TICKETS_URL : null,
    broadcastUrl: isPast && dayOffset < -200 ? null : BROADCAST_URL,
  };
}

const springbokFixtures: FixtureRow[] = [
  // Previous season
  [-483, '15:05', 'Ireland', 'Loftus Versfeld', 'Pretoria', true, 'Castle Lager Incoming Series', [27, 20]],
  [-441, '09:45', 'Australia', 'Suncorp Stadium', 'Brisbane', false, 'Rugby Championship', [33, 7]],
  [-420, '15:10', 'New Zealand', 'Ellis Park', 'Johannesburg', true, 'Rugby Championship', [31, 27]],
  [-399, '19:10', 'Argentina', 'Estadio Único Madre de Ciudades', 'Santiago del Estero', false, 'Rugby Championship', [28, 29]],
  [-350, '15:10', 'England', 'Allianz Stadium, Twickenham', 'London', false, 'Autumn Nations Series', [29, 20]],
  [-343, '15:10', 'Wales', 'Principality Stadium', 'Cardiff', false, 'Autumn Nations Series', [45, 12]],
  // Current season
  [-130, '15:05', 'Italy', 'Loftus Versfeld', 'Pretoria', true, 'Castle Lager Incoming Series', [42, 24]],
  [-123, '15:05', 'Italy', 'Nelson Mandela Bay Stadium', 'Gqeberha', true, 'Castle Lager Incoming Series', [45, 0]],
  [-95, '15:10', 'Australia', 'Ellis Park', 'Johannesburg', true, 'Rugby Championship', [22, 38]],
  [-74, '07:05', 'New Zealand', 'Eden Park', 'Auckland', false, 'Rugby Championship', [24, 17]],
  [-53, '15:10', 'Argentina', 'Kings Park', 'Durban', true, 'Rugby Championship', [67, 30]],
  [-46, '13:10', 'Argentina', 'Allianz Stadium, Twickenham', 'London', false, 'Rugby Championship', [29, 27]],
  // Upcoming
  [12, '17:40', 'Japan', 'Wembley Stadium', 'London', false, 'Qatar Airways Cup', null],
  [19, '20:10', 'France', 'Stade de France', 'Paris', false, 'Autumn Nations Series', null],
  [26, '14:10', 'Italy', 'Allianz Stadium', 'Turin', false, 'Autumn Nations Series', null],
  [33, '15:10', 'Ireland', 'Aviva Stadium', 'Dublin', false, 'Autumn Nations Series', null],
  [40, '15:10', 'Wales', 'Principality Stadium', 'Cardiff', false, 'Autumn Nations Series', null],
  [215, '15:05', 'England', 'Loftus Versfeld', 'Pretoria', true, 'Castle Lager Incoming Series', null],
];

const blitzboksFixtures: FixtureRow[] = [
  // Previous season
  [-380, '09:20', 'Kenya', 'The Sevens Stadium', 'Dubai', false, 'HSBC SVNS Dubai', [31, 7]],
  [-379, '13:50', 'Argentina', 'The Sevens Stadium', 'Dubai', false, 'HSBC SVNS Dubai', [14, 19]],
  [-373, '10:30', 'France', 'DHL Stadium', 'Cape Town', true, 'HSBC SVNS Cape Town', [24, 12]],
  [-372, '16:40', 'Fiji', 'DHL Stadium', 'Cape Town', true, 'HSBC SVNS Cape Town', [21, 17]],
  [-324, '04:10', 'Australia', 'HBF Park', 'Perth', false, 'HSBC SVNS Perth', [26, 14]],
  [-296, '20:15', 'Canada', 'BC Place', 'Vancouver', false, 'HSBC SVNS Vancouver', [33, 0]],
  [-289, '22:30', 'United States', 'Dignity Health Sports Park', 'Los Angeles', false, 'HSBC SVNS Los Angeles', [19, 12]],
  [-261, '07:40', 'New Zealand', 'Kai Tak Stadium', 'Hong Kong', false, 'HSBC SVNS Hong Kong', [12, 17]],
  [-254, '08:20', 'Great Britain', 'National Stadium', 'Singapore', false, 'HSBC SVNS Singapore', [28, 5]],
  [-233, '16:00', 'Spain', 'Estadio Cívitas Metropolitano', 'Madrid', false, 'HSBC SVNS World Championship', [22, 10]],
  // Current season
  [-26, '10:05', 'Uruguay', 'The Sevens Stadium', 'Dubai', false, 'HSBC SVNS Dubai', [35, 7]],
  [-25, '14:25', 'Fiji', 'The Sevens Stadium', 'Dubai', false, 'HSBC SVNS Dubai', [17, 14]],
  [-25, '16:44', 'Argentina', 'The Sevens Stadium', 'Dubai', false, 'HSBC SVNS Dubai', [24, 12]],
  // Upcoming
  [6, '10:30', 'Australia', 'DHL Stadium', 'Cape Town', true, 'HSBC SVNS Cape Town', null],
  [6, '14:52', 'Ireland', 'DHL Stadium', 'Cape Town', true, 'HSBC SVNS Cape Town', null],
  [7, '09:40', 'New Zealand', 'DHL Stadium', 'Cape Town', true, 'HSBC SVNS Cape Town', null],
  [55, '04:30', 'France', 'HBF Park', 'Perth', false, 'HSBC SVNS Perth', null],
  [83, '21:00', 'Canada', 'BC Place', 'Vancouver', false, 'HSBC SVNS Vancouver', null],
  [90, '23:10', 'United States', 'Dignity Health Sports Park', 'Los Angeles', false, 'HSBC SVNS Los Angeles', null],
];

const womenFixtures: FixtureRow[] = [
  // Previous season
  [-560, '13:00', 'Kenya', 'Stade Makis', 'Antananarivo', false, "Rugby Africa Women's Cup", [52, 0]],
  [-552, '13:00', 'Madagascar', 'Stade Makis', 'Antananarivo', false, "Rugby Africa Women's Cup", [41, 3]],
  [-420, '14:00', 'Japan', 'Athlone Stadium', 'Cape Town', true, 'WXV 2', [31, 24]],
  [-413, '14:00', 'Australia', 'Athlone Stadium', 'Cape Town', true, 'WXV 2', [12, 31]],
  [-406, '14:00', 'Italy', 'Athlone Stadium', 'Cape Town', true, 'WXV 2', [27, 29]],
  [-180, '12:00', 'Kenya', 'Danie Craven Stadium', 'Stellenbosch', true, 'Test match', [77, 12]],
  // Current season
  [-102, '14:00', 'Wales', 'Cardiff Arms Park', 'Cardiff', false, 'Test match', [17, 20]],
  [-95, '12:00', 'Scotland', 'DAM Health Stadium', 'Edinburgh', false, 'Test match', [25, 19]],
  [-81, '14:00', 'Brazil', "Franklin's Gardens", 'Northampton', false, "Women's Rugby World Cup", [66, 6]],
  [-74, '11:45', 'Italy', 'Sandy Park', 'Exeter', false, "Women's Rugby World Cup", [29, 24]],
  [-67, '14:00', 'France', 'Sandy Park', 'Exeter', false, "Women's Rugby World Cup", [15, 38]],
  [-60, '13:00', 'New Zealand', 'Ashton Gate', 'Bristol', false, "Women's Rugby World Cup", [10, 46]],
  // Upcoming
  [14, '13:00', 'Japan', 'Danie Craven Stadium', 'Stellenbosch', true, 'Test match', null],
  [21, '13:00', 'Japan', 'Athlone Stadium', 'Cape Town', true, 'Test match', null],
  [70, '13:00', 'Cameroon', 'Nyayo National Stadium', 'Nairobi', false, "Rugby Africa Women's Cup", null],
  [49, '16:00', 'Spain', 'Estadio Nacional Complutense', 'Madrid', false, 'Test match', null],
  [75, '13:00', 'Kenya', 'Nyayo National Stadium', 'Nairobi', false, "Rugby Africa Women's Cup", null],
];

const womenSevensFixtures: FixtureRow[] = [
  // Previous season
  [-392, '08:30', 'Kenya', 'Stade Makis', 'Antananarivo', false, "Rugby Africa Women's Sevens", [29, 5]],
  [-380, '11:10', 'Great Britain', 'The Sevens Stadium', 'Dubai', false, 'HSBC SVNS Dubai', [7, 26]],
  [-373, '09:00', 'Brazil', 'DHL Stadium', 'Cape Town', true, 'HSBC SVNS Cape Town', [22, 12]],
  [-372, '12:14', 'Spain', 'DHL Stadium', 'Cape Town', true, 'HSBC SVNS Cape Town', [14, 19]],
  [-324, '02:30', 'Japan', 'HBF Park', 'Perth', false, 'HSBC SVNS Perth', [19, 12]],
  [-296, '18:40', 'Fiji', 'BC Place', 'Vancouver', false, 'HSBC SVNS Vancouver', [12, 24]],
  [-254, '06:10', 'China', 'National Stadium', 'Singapore', false, 'HSBC SVNS Singapore', [17, 15]],
  [-226, '10:00', 'Poland', 'Estadio Nacional Complutense', 'Madrid', false, 'HSBC SVNS Challenger', [26, 0]],
  // Current season
  [-110, '09:00', 'Uganda', 'Mahamasina Municipal Stadium', 'Antananarivo', false, "Rugby Africa Women's Sevens", [36, 0]],
  [-26, '08:10', 'Brazil', 'The Sevens Stadium', 'Dubai', false, 'HSBC SVNS Dubai', [24, 12]],
  [-25, '11:32', 'Ireland', 'The Sevens Stadium', 'Dubai', false, 'HSBC SVNS Dubai', [10, 21]],
  // Upcoming
  [6, '08:50', 'Japan', 'DHL Stadium', 'Cape Town', true, 'HSBC SVNS Cape Town', null],
  [6, '13:06', 'United States', 'DHL Stadium', 'Cape Town', true, 'HSBC SVNS Cape Town', null],
  [7, '08:20', 'Canada', 'DHL Stadium', 'Cape Town', true, 'HSBC SVNS Cape Town', null],
  [55, '02:45', 'Australia', 'HBF Park', 'Perth', false, 'HSBC SVNS Perth', null],
  [83, '19:00', 'Fiji', 'BC Place', 'Vancouver', false, 'HSBC SVNS Vancouver', null],
];

const domesticFixtures: DomesticRow[] = [
  // Previous season - Currie Cup
  ['Bulls', -430, '15:00', 'Lions', 'Loftus Versfeld', 'Pretoria', true, 'Currie Cup', [31, 24]],
  ['Sharks', -423, '17:10', 'Western Province', 'Kings Park', 'Durban', true, 'Currie Cup', [26, 26]],
  ['Cheetahs', -416, '15:00', 'Pumas', 'Toyota Stadium', 'Bloemfontein', true, 'Currie Cup', [38, 20]],
  ['Griquas', -409, '15:00', 'Bulls', 'Suidwes Stadium', 'Kimberley', true, 'Currie Cup', [19, 33]],
  ['Sharks', -395, '14:00', 'Bulls', 'Loftus Versfeld', 'Pretoria', false, 'Currie Cup', [16, 14]],
  // Previous season - United Rugby Championship
  ['Stormers', -300, '15:00', 'Munster', 'DHL Stadium', 'Cape Town', true, 'United Rugby Championship', [25, 16]],
  ['Lions', -293, '17:30', 'Glasgow Warriors', 'Scotstoun Stadium', 'Glasgow', false, 'United Rugby Championship', [21, 29]],
  ['Bulls', -279, '15:00', 'Leinster', 'Loftus Versfeld', 'Pretoria', true, 'United Rugby Championship', [27, 23]],
  // Current season
  ['Bulls', -40, '17:10', 'Stormers', 'Loftus Versfeld', 'Pretoria', true, 'United Rugby Championship', [36, 28]],
  ['Sharks', -33, '19:35', 'Ulster', 'Kingspan Stadium', 'Belfast', false, 'United Rugby Championship', [20, 24]],
  ['Lions', -26, '15:00', 'Cardiff Rugby', 'Ellis Park', 'Johannesburg', true, 'United Rugby Championship', [44, 17]],
  ['Stormers', -19, '14:00', 'Benetton', 'Stadio Comunale di Monigo', 'Treviso', false, 'United Rugby Championship', [30, 18]],
  ['Pumas', -12, '15:00', 'Griquas', 'Mbombela Stadium', 'Mbombela', true, 'Currie Cup', [29, 27]],
  // Upcoming
  ['Sharks', 5, '15:00', 'Lions', 'Kings Park', 'Durban', true, 'United Rugby Championship', null],
  ['Stormers', 12, '17:10', 'Edinburgh', 'DHL Stadium', 'Cape Town', true, 'United Rugby Championship', null],
  ['Bulls', 19, '19:35', 'Connacht', 'Dexcom Stadium', 'Galway', false, 'United Rugby Championship', null],
  ['Lions', 26, '15:00', 'Zebre Parma', 'Ellis Park', 'Johannesburg', true, 'United Rugby Championship', null],
  ['Cheetahs', 96, '15:00', 'Western Province', 'Toyota Stadium', 'Bloemfontein', true, 'Currie Cup', null],
  ['Griquas', 103, '15:00', 'Pumas', 'Suidwes Stadium', 'Kimberley', true, 'Currie Cup', null],
];

export function buildSeedMatches(now: Date): SeedMatch[] {
  const matches: SeedMatch[] = [
    ...springbokFixtures.map((row) => toMatch(now, 'springboks', 'Springboks', row, { homeTickets: true })),
    ...blitzboksFixtures.map((row) => toMatch(now, 'springbok-sevens', 'Springbok 7s', row, { homeTickets: true })),
    ...womenFixtures.map((row) => toMatch(now, 'springbok-women', 'Springbok Women', row, { homeTickets: true })),
    ...womenSevensFixtures.map((row) => toMatch(now, 'springbok-women-sevens', "Springbok Women's 7s", row, { homeTickets: true })),
    ...domesticFixtures.map(([teamName, ...row]) => toMatch(now, 'domestic', teamName, row, { homeTickets: false })),
  ];
  return matches.sort((a, b) => a.kickoffAt.getTime() - b.kickoffAt.getTime());
}
