import { describe, expect, it } from 'vitest';
import { percentages, predictBody, predictionPoints, potmVoteBody } from '@/schemas/predictor';

/** The predictor's rules that need no database: the body, the points, the crowd's whole percentages. */

describe('the predict body', () => {
  it('reads a draw as margin 0 and a win as a margin from 1 to 200', () => {
    expect(predictBody.parse({ match_id: '12', winner: 'draw', margin: 9 })).toEqual({ matchId: 12, winner: 'draw', margin: 0 });
    expect(predictBody.parse({ match_id: 12, winner: 'away', margin: '200' })).toEqual({ matchId: 12, winner: 'away', margin: 200 });
    for (const margin of [0, 201, 2.5, -3, '', 'ten', null, undefined]) {
      expect(predictBody.safeParse({ match_id: 12, winner: 'home', margin }).success, String(margin)).toBe(false);
    }
    expect(predictBody.safeParse({ match_id: 12, winner: 'both', margin: 3 }).success).toBe(false);
    expect(potmVoteBody.parse({ match_id: '3', player_id: 7 })).toEqual({ matchId: 3, playerId: 7 });
  });
});

describe('the points', () => {
  it('gives 25 for the exact margin (a drawn draw included), 15 within 5, 10 for the winner, 0 otherwise', () => {
    const score = { home: 30, away: 20 };
    expect(predictionPoints({ winner: 'home', margin: 10 }, score)).toBe(25);
    expect(predictionPoints({ winner: 'home', margin: 15 }, score)).toBe(15);
    expect(predictionPoints({ winner: 'home', margin: 5 }, score)).toBe(15);
    expect(predictionPoints({ winner: 'home', margin: 16 }, score)).toBe(10);
    expect(predictionPoints({ winner: 'away', margin: 10 }, score)).toBe(0);
    expect(predictionPoints({ winner: 'draw', margin: 0 }, score)).toBe(0);
    expect(predictionPoints({ winner: 'draw', margin: 0 }, { home: 9, away: 9 })).toBe(25);
    expect(predictionPoints({ winner: 'home', margin: 1 }, { home: 9, away: 9 })).toBe(0);
  });
});

describe('whole percentages', () => {
  it('add up to 100 by the largest remainders, and are all 0 before anything is counted', () => {
    expect(percentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentages([2, 1, 1])).toEqual([50, 25, 25]);
    expect(percentages([4, 2, 1])).toEqual([57, 29, 14]);
    expect(percentages([0, 0, 0])).toEqual([0, 0, 0]);
    expect(percentages([0, 3, 0])).toEqual([0, 100, 0]);
    const many = percentages([13, 27, 41, 6, 1]);
    expect(many.reduce((sum, value) => sum + value, 0)).toBe(100);
  });
});
