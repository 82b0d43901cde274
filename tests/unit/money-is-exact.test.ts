import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The rule of spec section 9 as the issue reads it: 万 / 亿 (abbreviateNumber) are for counts and volumes; a balance,
 * a price, an amount or a fee, in yuan or in gold beans, is shown exact (formatYuan, formatBeans). This reads every
 * call of abbreviateNumber in src and refuses one whose argument names money, so the rule cannot be broken quietly.
 */
const money = /balance|price|amount|fee\b|fen\b|yuan|coin|beans?\b|money|held|deposit|bond|net\b|\/\s*100\b/i;

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

/** The text of each `abbreviateNumber(...)` call's argument, its parentheses balanced. */
function abbreviatedArguments(text: string): string[] {
  const found: string[] = [];
  for (let at = text.indexOf('abbreviateNumber('); at !== -1; at = text.indexOf('abbreviateNumber(', at + 1)) {
    let depth = 0;
    const start = at + 'abbreviateNumber('.length;
    for (let i = start; i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')' && depth-- === 0) {
        found.push(text.slice(start, i));
        break;
      }
    }
  }
  return found;
}

describe('money is never abbreviated', () => {
  const calls = [...sources('src')].flatMap((file) => abbreviatedArguments(readFileSync(file, 'utf8')).map((argument) => ({ file, argument })));

  it('finds the calls it checks', () => {
    expect(calls.some((c) => c.argument === 'total')).toBe(true);
    expect(abbreviatedArguments('abbreviateNumber(fen / 100) + abbreviateNumber(Math.abs(p.goldCoin))')).toEqual(['fen / 100', 'Math.abs(p.goldCoin)']);
  });

  it('no call of abbreviateNumber is given a balance, price, amount or fee', () => {
    expect(calls.filter((c) => money.test(c.argument))).toEqual([]);
  });
});
