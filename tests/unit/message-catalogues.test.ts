import { describe, expect, it } from 'vitest';
import { automatchMessages } from '../../src/api/contracts/automatch-messages';
import { blockTradeMessages } from '../../src/api/contracts/block-trade-messages';
import { bondMessages } from '../../src/api/contracts/bond-messages';
import { invoiceMessages } from '../../src/api/contracts/invoice-messages';
import { messages } from '../../src/api/contracts/messages';
import { staffCatalogueMessages } from '../../src/api/contracts/staff-catalogue-messages';

/**
 * The server's catalogue (all-messages.ts) spreads these into one object, the later over the earlier: a key two of them
 * declare with different texts would silently change what the earlier area's calls answer (the bond offer's
 * 撤销 once took over the bond funds' 提现 message this way). A key may stand in two only with one text (an area's
 * texts that its call-table rows answer are in the shared catalogue too).
 */
const catalogues = { messages, staffCatalogueMessages, automatchMessages, blockTradeMessages, invoiceMessages, bondMessages };

describe('the message catalogues', () => {
  it('never give one key two texts', () => {
    const seen = new Map<string, { catalogue: string; text: string }>();
    const clashes: string[] = [];
    for (const [catalogue, texts] of Object.entries(catalogues)) {
      for (const [key, text] of Object.entries(texts)) {
        const earlier = seen.get(key);
        if (earlier && earlier.text !== text) clashes.push(`${key}: ${earlier.catalogue} “${earlier.text}” ≠ ${catalogue} “${text}”`);
        if (!earlier) seen.set(key, { catalogue, text });
      }
    }
    expect(clashes).toEqual([]);
  });
});
