import { Link, Text } from '@chakra-ui/react';

/**
 * Where each carrier's parcels are tracked in public, keyed by the names GET /api/express/delivery/list gives (the
 * seller picks one of them when shipping: server/src/routes/trade-support.ts, expressCompanies). 顺丰 takes the number
 * in the address of its own waybill page; for the others we know no such address on their own sites, so the link is
 * kuaidi100's public tracking page (its documented 跳转 address: com, the carrier's code there, and nu, the number),
 * which reads the carrier's own record. `short` is how the member calls the carrier (顺丰, not 顺丰速运).
 */
const carriers: Record<string, { short: string; url: (no: string) => string }> = {
  顺丰速运: { short: '顺丰', url: (no) => `https://www.sf-express.com/chn/sc/waybill/waybill-detail/${encodeURIComponent(no)}` },
  中国邮政: { short: '中国邮政', url: (no) => kuaidi100('youzhengguonei', no) },
  EMS: { short: 'EMS', url: (no) => kuaidi100('ems', no) },
  京东物流: { short: '京东', url: (no) => kuaidi100('jd', no) },
  圆通速递: { short: '圆通', url: (no) => kuaidi100('yuantong', no) },
  中通快递: { short: '中通', url: (no) => kuaidi100('zhongtong', no) },
  韵达快递: { short: '韵达', url: (no) => kuaidi100('yunda', no) },
  申通快递: { short: '申通', url: (no) => kuaidi100('shentong', no) },
};
function kuaidi100(code: string, no: string): string {
  return `https://www.kuaidi100.com/chaxun?${new URLSearchParams({ com: code, nu: no })}`;
}

/** The public tracking page of `trackingNo` at `company`, with the carrier's short name; null for a carrier we do not know. */
export function trackingPage(company: string | null, trackingNo: string): { url: string; short: string } | null {
  const carrier = company === null ? undefined : carriers[company.trim()];
  const no = trackingNo.trim();
  return carrier && no ? { url: carrier.url(no), short: carrier.short } : null;
}

/**
 * A tracking number as a link to its carrier's public tracking page, in a new tab (noopener: the carrier's page gets
 * no hold on ours). Its name says what it does and keeps the number a speech user sees (查询 顺丰 单号 SF123…). A
 * carrier we do not know: the number as plain text, selected whole by one tap to copy it.
 */
export function TrackingLink({ company, trackingNo }: { company: string | null; trackingNo: string }) {
  const page = trackingPage(company, trackingNo);
  if (!page) {
    return (
      <Text as="span" userSelect="all" fontFamily="mono">
        {trackingNo}
      </Text>
    );
  }
  return (
    <Link
      href={page.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`查询 ${page.short} 单号 ${trackingNo}`}
      color="brand.fg"
      fontFamily="mono"
      minH={{ base: '11', md: 'auto' }}
      textDecoration="underline"
    >
      {trackingNo}
    </Link>
  );
}
