import { describe, expect, it } from 'vitest';
import { moveDealOnBoard, neighbourStage } from './board-move';
import { aBoard, aCard, dealId, stageId } from './crm-fixtures';

describe('moving a deal on the board before the server answers', () => {
  it('moves the card to the head of its new column and moves its value and weighted value with it', () => {
    const board = aBoard([aCard(1), aCard(2), aCard(3, { stageId: stageId(1), rottingDays: 4 })]);
    const now = new Date('2026-11-29T00:00:00.000Z');
    const moved = moveDealOnBoard(board, dealId(1), stageId(1), now);
    const [first, second] = moved.columns;
    expect(first!.deals.map((d) => d.id)).toEqual([dealId(2)]);
    expect(first).toMatchObject({ count: 1, valueCents: 30_000_00, weightedCents: 3_000_00 });
    expect(second!.deals.map((d) => d.id)).toEqual([dealId(1), dealId(3)]);
    expect(second).toMatchObject({ count: 2, valueCents: 60_000_00, weightedCents: 12_000_00 });
    expect(second!.deals[0]).toMatchObject({
      stageId: stageId(1),
      rottingDays: 0,
      stageEnteredAt: now.toISOString(),
    });
    // Columns the move does not touch keep their identity, so their memoised views do not render again.
    expect(moved.columns[2]).toBe(board.columns[2]);
  });

  it('marks a deal won or lost by the kind of stage it lands in, and leaves a move to its own stage alone', () => {
    const board = aBoard([aCard(1)]);
    const won = moveDealOnBoard(board, dealId(1), stageId(5), new Date());
    expect(won.columns[5]!.deals[0]!.status).toBe('won');
    expect(moveDealOnBoard(board, dealId(1), stageId(0), new Date())).toBe(board);
  });

  it('finds the stage to either side for the arrow keys, and none past either end', () => {
    const board = aBoard([]);
    expect(neighbourStage(board, stageId(0), 1)).toBe(stageId(1));
    expect(neighbourStage(board, stageId(0), -1)).toBeNull();
    expect(neighbourStage(board, stageId(6), 1)).toBeNull();
  });
});
