import type { SeedAuthor } from './types';

export const seedAuthorRoles: string[] = [
  'Editor',
  'Senior Writer',
  'Sevens Correspondent',
  "Women's Rugby Correspondent",
  'Domestic Rugby Writer',
  'Photographer',
];

/** The roles' names in isiZulu, isiXhosa and Afrikaans (issue 26, decision 034), by English name. */
export const seedAuthorRoleTranslations: Record<string, Record<'zu' | 'xh' | 'af', { name: string }>> = {
  Editor: { zu: { name: 'Umhleli' }, xh: { name: 'Umhleli' }, af: { name: 'Redakteur' } },
  'Senior Writer': { zu: { name: 'Umbhali Omkhulu' }, xh: { name: 'Umbhali Ophezulu' }, af: { name: 'Senior Skrywer' } },
  'Sevens Correspondent': {
    zu: { name: 'Intatheli Yombhoxo Wabadlali Abayisikhombisa' },
    xh: { name: 'Intatheli Yombhoxo Wabadlali Abasixhenxe' },
    af: { name: 'Sewes-korrespondent' },
  },
  "Women's Rugby Correspondent": {
    zu: { name: 'Intatheli Yombhoxo Wabesifazane' },
    xh: { name: 'Intatheli Yombhoxo Wabasetyhini' },
    af: { name: 'Vrouerugby-korrespondent' },
  },
  'Domestic Rugby Writer': {
    zu: { name: 'Umbhali Wombhoxo Wasekhaya' },
    xh: { name: 'Umbhali Wombhoxo Wasekhaya' },
    af: { name: 'Skrywer oor Plaaslike Rugby' },
  },
  Photographer: { zu: { name: 'Umthwebuli Wezithombe' }, xh: { name: 'Umfoti' }, af: { name: 'Fotograaf' } },
};

export const seedAuthors: SeedAuthor[] = [
  {
    name: 'Nomvula Dlamini',
    role: 'Editor',
    bio: 'Nomvula has covered South African rugby for more than fifteen years, from schoolboy festivals in Durban to Rugby World Cup finals. She leads the Touchline newsroom and still never misses a Craven Week.',
  },
  {
    name: 'Liezl Marais',
    role: 'Senior Writer',
    bio: 'Liezl grew up in Stellenbosch within earshot of the Danie Craven Stadium and writes about Test rugby, tactics and the people behind the Springbok jersey. She is fluent in Afrikaans, English and rugby law.',
  },
  {
    name: 'Sipho Ngcobo',
    role: 'Sevens Correspondent',
    bio: "Sipho follows the Blitzboks and the Springbok Women's Sevens around the SVNS circuit. He has a soft spot for the Cape Town Sevens and a spreadsheet for every stop on the tour.",
  },
  {
    name: 'Ayesha Hendricks',
    role: "Women's Rugby Correspondent",
    bio: "Ayesha reports on the Springbok Women and the Women's Premier Division. A former club flyhalf from Mitchells Plain, she is passionate about growing the women's game in every province.",
  },
  {
    name: 'Mandla Khumalo',
    role: 'Domestic Rugby Writer',
    bio: 'Mandla covers the Currie Cup and the United Rugby Championship from the press boxes of Loftus, Ellis Park, Kings Park and beyond. He believes the Currie Cup final is still the best day on the South African rugby calendar.',
  },
];
