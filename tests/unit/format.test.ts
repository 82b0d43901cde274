import { abbreviateNumber, formatTime, formatYuan, maskPhone, todayRange } from '../../src/features/shared/format';

describe('abbreviateNumber (spec section 9)', () => {
  it.each([
    [0, '0'],
    [9999, '9999'],
    [9999.9, '9999'],
    [10_000, '1万'],
    [12_345, '1.23万'],
    [99_999_999, '9999.99万'],
    [100_000_000, '1亿'],
    [250_000_000, '2.5亿'],
    [99_999_999_999, '999.99亿'],
    [100_000_000_000, '1千亿'],
    [350_000_000_000, '3.5千亿'],
    [-12_345, '-1.23万'],
  ])('%d is shown as %s', (value, shown) => {
    expect(abbreviateNumber(value)).toBe(shown);
  });
});

describe('formatYuan', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123_456, '1,234.56'],
    [5_000_000, '50,000.00'],
    [-1999, '-19.99'],
  ])('%d fen is %s yuan', (fen, shown) => {
    expect(formatYuan(fen)).toBe(shown);
  });
});

describe('maskPhone', () => {
  it('shows the first 3 and last 4 digits', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('+8613812345678')).toBe('138****5678');
    expect(maskPhone('138-1234-5678')).toBe('138****5678');
  });
  it('leaves something too short to mask alone', () => {
    expect(maskPhone('1234')).toBe('1234');
  });
});

describe('todayRange', () => {
  it('runs from local midnight to 24 hours minus 1 ms later', () => {
    const { start, end } = todayRange(new Date(2026, 10, 22, 15, 30, 12));
    expect(start).toEqual(new Date(2026, 10, 22, 0, 0, 0, 0));
    expect(end.getTime() - start.getTime()).toBe(24 * 3600 * 1000 - 1);
    expect(end).toEqual(new Date(2026, 10, 22, 23, 59, 59, 999));
  });
});

describe('formatTime', () => {
  const t = new Date(2026, 0, 5, 8, 3, 9);
  it('formats at date, minute and second precision', () => {
    expect(formatTime(t, 'date')).toBe('2026-01-05');
    expect(formatTime(t, 'minute')).toBe('2026-01-05 08:03');
    expect(formatTime(t, 'second')).toBe('2026-01-05 08:03:09');
    expect(formatTime(t.getTime())).toBe('2026-01-05 08:03:09');
  });
  it('is empty for missing or invalid times', () => {
    expect(formatTime(null)).toBe('');
    expect(formatTime('not a time')).toBe('');
  });
});
