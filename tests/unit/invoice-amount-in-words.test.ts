import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../server/src/domain/invoices/amount-in-words';

/** 价税合计（大写）, by the rules of 《支付结算办法》附一 (see amount-in-words.ts); the figures are fen. */
describe('amountInWords', () => {
  it.each([
    [0, '零元整'],
    [1, '壹分'],
    [55, '伍角伍分'],
    [10, '壹角整'],
    [100, '壹元整'],
    [1_000, '壹拾元整'],
    [10_050, '壹佰元零伍角整'],
    [10_005, '壹佰元零伍分'],
    [10_105, '壹佰零壹元零伍分'],
    [10_150, '壹佰零壹元伍角整'],
    [100_000, '壹仟元整'],
    [101_000, '壹仟零壹拾元整'],
    [140_950, '壹仟肆佰零玖元伍角整'],
    [168_032, '壹仟陆佰捌拾元零叁角贰分'],
    [600_714, '陆仟零柒元壹角肆分'],
    [1_000_000, '壹万元整'],
    [1_000_100, '壹万零壹元整'],
    [10_010_000, '壹拾万零壹佰元整'],
    [10_700_053, '壹拾万柒仟元零伍角叁分'],
    [32_500_000, '叁拾贰万伍仟元整'],
    [100_000_000, '壹佰万元整'],
    [1_000_000_100, '壹仟万零壹元整'],
    [10_000_000_000, '壹亿元整'],
    [10_000_000_100, '壹亿零壹元整'],
    [10_001_000_000, '壹亿零壹万元整'],
    [12_345_678_901, '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元零壹分'],
  ])('%i fen is %s', (fen, words) => {
    expect(amountInWords(fen)).toBe(words);
  });

  it('never writes two 零 in a row, nor ends the yuan with 零, nor a bare 拾 at the start', () => {
    for (let fen = 1; fen < 2_000_000; fen += 997) {
      const words = amountInWords(fen);
      expect(words, String(fen)).not.toMatch(/零零|零元|^拾/);
      expect(words.endsWith('分') || words.endsWith('整'), words).toBe(true);
    }
  });

  it('refuses what is not a whole number of fen', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
