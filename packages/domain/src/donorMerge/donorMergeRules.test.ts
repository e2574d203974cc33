import {
  DONOR_MERGE_UNDO_DAYS,
  mergeRefusal,
  statementsNeedingCorrection,
  undoDeadline,
  undoRefusal,
} from './donorMergeRules';

describe('mergeRefusal', () => {
  it('refuses a record with itself and a record already merged', () => {
    expect(mergeRefusal({ keptId: 1, mergedId: 1, keptIsMerged: false, mergedIsMerged: false })).toBe(
      'sameRecord',
    );
    expect(mergeRefusal({ keptId: 1, mergedId: 2, keptIsMerged: true, mergedIsMerged: false })).toBe(
      'alreadyMerged',
    );
    expect(mergeRefusal({ keptId: 1, mergedId: 2, keptIsMerged: false, mergedIsMerged: true })).toBe(
      'alreadyMerged',
    );
    expect(mergeRefusal({ keptId: 1, mergedId: 2, keptIsMerged: false, mergedIsMerged: false })).toBeNull();
  });
});

describe('undoRefusal', () => {
  const mergedAt = new Date('2026-11-01T15:00:00Z');
  it(`allows an undo up to ${DONOR_MERGE_UNDO_DAYS} days after the merge, to the millisecond`, () => {
    expect(undoDeadline(mergedAt).toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(
      undoRefusal({ mergedAt, undoneAt: null, keptIsMerged: false }, new Date('2026-12-01T15:00:00Z')),
    ).toBeNull();
    expect(
      undoRefusal({ mergedAt, undoneAt: null, keptIsMerged: false }, new Date('2026-12-01T15:00:00.001Z')),
    ).toBe('tooLate');
  });
  it('waits for a later merge of the kept record to be undone first', () => {
    expect(undoRefusal({ mergedAt, undoneAt: null, keptIsMerged: true }, mergedAt)).toBe('keptMergedSince');
  });
  it('refuses a second undo', () => {
    expect(
      undoRefusal({ mergedAt, undoneAt: new Date('2026-11-02T00:00:00Z'), keptIsMerged: false }, mergedAt),
    ).toBe('alreadyUndone');
  });
});

describe('statementsNeedingCorrection', () => {
  const changedAt = new Date('2026-03-01T00:00:00Z');
  it('lists each statement sent before the change for a year whose gifts moved, once', () => {
    const sent = [
      { donorId: 'kept', year: 2025, sentAt: new Date('2026-01-10T00:00:00Z') },
      { donorId: 'kept', year: 2025, sentAt: new Date('2026-01-20T00:00:00Z') },
      { donorId: 'merged', year: 2025, sentAt: new Date('2026-01-10T00:00:00Z') },
      { donorId: 'merged', year: 2024, sentAt: new Date('2025-01-10T00:00:00Z') },
      // Sent after the merge: it already lists the gifts where they are.
      { donorId: 'kept', year: 2026, sentAt: new Date('2026-03-02T00:00:00Z') },
    ];
    expect(statementsNeedingCorrection(['2025-06-01', '2026-02-01'], sent, changedAt)).toEqual([
      { donorId: 'kept', year: 2025 },
      { donorId: 'merged', year: 2025 },
    ]);
  });
});
