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
