import type { SeedCategory } from './types';

export const seedCategories: SeedCategory[] = [
  { basketId: 100, parentBasketId: null, name: 'Springboks', slug: 'springboks' },
  { basketId: 101, parentBasketId: null, name: 'Springbok Women', slug: 'springbok-women' },
  { basketId: 102, parentBasketId: null, name: 'Springbok Sevens', slug: 'springbok-sevens' },
  { basketId: 103, parentBasketId: null, name: "Springbok Women's Sevens", slug: 'springbok-women-sevens' },
  { basketId: 104, parentBasketId: null, name: 'Domestic', slug: 'domestic' },
  { basketId: 110, parentBasketId: 100, name: 'Match Reports', slug: 'match-reports' },
  { basketId: 111, parentBasketId: 100, name: 'Team Announcements', slug: 'team-announcements' },
  { basketId: 112, parentBasketId: null, name: 'Interviews', slug: 'interviews' },
  { basketId: 113, parentBasketId: null, name: 'Fan Zone', slug: 'fan-zone' },
  { basketId: 114, parentBasketId: 100, name: 'Junior Springboks', slug: 'junior-springboks' },
];

/** The categories' names in isiZulu, isiXhosa and Afrikaans (issue 26, decision 034), by slug. */
export const seedCategoryTranslations: Record<string, Record<'zu' | 'xh' | 'af', { name: string }>> = {
  springboks: { zu: { name: 'AmaBhokobhoko' }, xh: { name: 'AmaBhokobhoko' }, af: { name: 'Springbokke' } },
  'springbok-women': {
    zu: { name: 'AmaBhokobhoko Abesifazane' },
    xh: { name: 'AmaBhokobhoko Abasetyhini' },
    af: { name: 'Springbok-vroue' },
  },
  'springbok-sevens': {
    zu: { name: 'AmaBhokobhoko Esikhombisa' },
    xh: { name: 'AmaBhokobhoko Asixhenxe' },
    af: { name: 'Springbok-sewes' },
  },
  'springbok-women-sevens': {
    zu: { name: 'AmaBhokobhoko Abesifazane Esikhombisa' },
    xh: { name: 'AmaBhokobhoko Abasetyhini Asixhenxe' },
    af: { name: 'Springbok-vrouesewes' },
  },
  domestic: { zu: { name: 'Ezasekhaya' }, xh: { name: 'Ezasekhaya' }, af: { name: 'Plaaslik' } },
  'match-reports': { zu: { name: 'Imibiko Yemidlalo' }, xh: { name: 'Iingxelo Zemidlalo' }, af: { name: 'Wedstrydverslae' } },
  'team-announcements': { zu: { name: 'Izimemezelo Zeqembu' }, xh: { name: 'Izaziso Zeqela' }, af: { name: 'Spanaankondigings' } },
  interviews: { zu: { name: 'Izingxoxo' }, xh: { name: 'Udliwano-ndlebe' }, af: { name: 'Onderhoude' } },
  'fan-zone': { zu: { name: 'Indawo Yabalandeli' }, xh: { name: 'Indawo Yabalandeli' }, af: { name: 'Ondersteunersone' } },
  'junior-springboks': {
    zu: { name: 'AmaBhokobhoko Amancane' },
    xh: { name: 'AmaBhokobhoko Amancinci' },
    af: { name: 'Junior Springbokke' },
  },
};
