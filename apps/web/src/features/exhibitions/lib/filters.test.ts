import { describe, expect, it } from 'vitest';
import { readFilters, toQuery, writeFilters } from './filters';
import { normaliseHtml } from '../../../components/richText';

describe('exhibition list filters in the URL', () => {
  it('round-trips through search params and keeps other params', () => {
    const f = {
      q: '车展',
      city: ['上海', '北京'],
      industry: 'auto',
      date: 'range' as const,
      from: '2027-01-01',
      to: '2027-02-01',
      plaza: 3,
      plan: true,
    };
    const p = writeFilters(new URLSearchParams('view=calendar'), f);
    expect(p.toString()).toBe(
      'view=calendar&searchKey=%E8%BD%A6%E5%B1%95&city=%E4%B8%8A%E6%B5%B7&city=%E5%8C%97%E4%BA%AC&industry=auto&dates=range&from=2027-01-01&to=2027-02-01&plaza=3&plan=1',
    );
    expect(readFilters(p)).toEqual(f);
  });

  it('ignores nonsense and builds the call body', () => {
    expect(readFilters(new URLSearchParams('date=yesterday&plaza=9&from=x'))).toEqual({
      q: '',
      city: [],
      industry: '',
      date: '',
      from: '',
      to: '',
      plaza: 0,
      plan: false,
    });
    const today = '2027-03-15';
    expect(toQuery({ q: '', city: ['上海'], industry: '', date: 'month', from: '', to: '', plaza: 0, plan: false }, today)).toEqual({
      city: ['上海'],
      dateFrom: '2027-03-01',
      dateTo: '2027-03-31',
    });
    expect(toQuery({ q: 'auto', city: [], industry: '', date: 'next3', from: '', to: '', plaza: 2, plan: true }, today)).toEqual({
      searchKey: 'auto',
      plaza: 2,
      hasPlan: true,
      dateFrom: '2027-03-15',
      dateTo: '2027-06-15',
    });
  });
});

describe('rich text from the editor', () => {
  it('writes the tags the server keeps', () => {
    expect(normaliseHtml('<div><b>Big</b> <i class="x">show</i><br></div><blockquote>q</blockquote>')).toBe(
      '<p><strong>Big</strong> <em class="x">show</em><br></p><blockquote>q</blockquote>',
    );
    expect(normaliseHtml('<br>')).toBe('');
  });
});
