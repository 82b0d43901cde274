import { abbreviateNumber, chinaToday, formatBeans, formatTime, formatYuan, maskPhone, shiftChinaDay, todayRange } from '../../src/features/shared/format';

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
    // Money is exact to the fen however large: never 1万 (spec section 9's 万 / 亿 are for counts and volumes).
    [1_000_000, '10,000.00'],
    [12_345_678_901, '123,456,789.01'],
  ])('%d fen is %s yuan', (fen, shown) => {
    expect(formatYuan(fen)).toBe(shown);
  });
});

describe('formatBeans', () => {
  it.each([
    [0, '0'],
    [1200, '1,200'],
    [12_345, '12,345'],
    [123_456_789, '123,456,789'],
  ])('%d gold beans are %s, exact', (beans, shown) => {
    expect(formatBeans(beans)).toBe(shown);
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

// These run in America/Los_Angeles (vite.config.ts, the unit project's env): a browser far from China, whose day is
// not China's for most of the day. Every answer must still be China time (spec section 9).
describe('China time in a browser far from China', () => {
  it('runs in a far zone (else the tests below would prove nothing)', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
  });

  // 2026-11-27 01:30 in China is 2026-11-26 09:30 in Los Angeles: the days differ.
  const chinaEarlyMorning = new Date('2026-11-27T01:30:12+08:00');

  it('todayRange is the China day: 00:00:00.000 to 23:59:59.999 +08:00 (24 hours minus 1 ms)', () => {
    const { start, end } = todayRange(chinaEarlyMorning);
    expect(start).toEqual(new Date('2026-11-27T00:00:00.000+08:00'));
    expect(end).toEqual(new Date('2026-11-27T23:59:59.999+08:00'));
    expect(end.getTime() - start.getTime()).toBe(24 * 3600 * 1000 - 1);
  });

  it('todayRange holds at the edges of the China day', () => {
    expect(todayRange(new Date('2026-11-27T00:00:00.000+08:00')).start).toEqual(new Date('2026-11-27T00:00:00+08:00'));
    expect(todayRange(new Date('2026-11-27T23:59:59.999+08:00')).start).toEqual(new Date('2026-11-27T00:00:00+08:00'));
    expect(todayRange(new Date('2026-11-28T00:00:00.000+08:00')).start).toEqual(new Date('2026-11-28T00:00:00+08:00'));
  });

  it('today is the China date, and the date filters count China days', () => {
    expect(chinaToday(chinaEarlyMorning)).toBe('2026-11-27');
    expect(chinaToday(new Date('2026-11-27T23:59:59+08:00'))).toBe('2026-11-27');
    expect(shiftChinaDay('2026-11-27', -6)).toBe('2026-11-21');
    expect(shiftChinaDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftChinaDay('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('formatTime writes a moment in China time', () => {
    expect(formatTime(chinaEarlyMorning)).toBe('2026-11-27 01:30:12');
    expect(formatTime(chinaEarlyMorning, 'date')).toBe('2026-11-27');
    expect(formatTime(chinaEarlyMorning.getTime(), 'minute')).toBe('2026-11-27 01:30');
    expect(formatTime('2026-11-26T17:30:12.000Z')).toBe('2026-11-27 01:30:12');
  });

  it('formatTime reads the server’s zoneless China text as China time', () => {
    expect(formatTime('2026-11-27 01:30:12')).toBe('2026-11-27 01:30:12');
    expect(formatTime('2026-11-27 01:30:12', 'minute')).toBe('2026-11-27 01:30');
    expect(formatTime('2026-11-27', 'date')).toBe('2026-11-27');
  });
});

describe('formatTime', () => {
  const t = new Date('2026-01-05T08:03:09+08:00');
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
