import { describe, expect, it } from 'vitest';
import { BOARD_FILTER_LINKS, boardQueryString, readBoardQuery } from './board-query';

describe('board query in the URL', () => {
  it('defaults to the active orders, no search, page 1', () => {
    expect(readBoardQuery(new URLSearchParams(''))).toEqual({ stage: 'active', q: '', dropOff: '', page: 1 });
  });

  it('reads the filter, search and page, and falls back on what it cannot read', () => {
    expect(readBoardQuery(new URLSearchParams('stage=ready&q=%20smith%20&drop_off=today&page=3'))).toEqual({
      stage: 'ready',
      q: 'smith',
      dropOff: 'today',
      page: 3,
    });
    expect(readBoardQuery(new URLSearchParams('stage=bogus&drop_off=someday&page=-2'))).toEqual({
      stage: 'active',
      q: '',
      dropOff: '',
      page: 1,
    });
    // docs/shop.md 10: a date is a day filter too; one that is no date is dropped.
    expect(readBoardQuery(new URLSearchParams('drop_off=2026-11-14')).dropOff).toBe('2026-11-14');
    expect(readBoardQuery(new URLSearchParams('drop_off=2026-02-30')).dropOff).toBe('');
    expect(readBoardQuery(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it("leaves the defaults out of the board's own URLs and names everything for the API", () => {
    expect(boardQueryString({ stage: 'active', q: '', dropOff: '', page: 1 })).toBe('');
    expect(boardQueryString({ stage: 'picked_up', q: 'GM-1042', dropOff: 'tomorrow', page: 2 })).toBe(
      '?stage=picked_up&q=GM-1042&drop_off=tomorrow&page=2',
    );
    expect(boardQueryString({ stage: 'active', q: '', dropOff: '', page: 1 }, { full: true })).toBe(
      '?stage=active&q=&drop_off=&page=1',
    );
  });

  it('round-trips', () => {
    const query = { stage: 'checked_in', q: 'sam hunter', dropOff: '2026-11-14', page: 4 } as const;
    expect(readBoardQuery(new URLSearchParams(boardQueryString(query)))).toEqual(query);
  });

  it('offers Active first, then every stage by its label, then On hold and Overdue', () => {
    expect(BOARD_FILTER_LINKS.map((link) => link.label)).toEqual([
      'Active',
      'Submitted',
      'Checked in',
      'Processing',
      'Ready for pickup',
      'Picked up',
      'Cancelled',
      'Unclaimed',
      'On hold',
      'Overdue',
    ]);
  });
});
