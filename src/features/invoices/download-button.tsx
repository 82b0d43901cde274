import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { downloadInvoicePdf } from '../../api/invoices/invoices';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';

/** 下载发票: the issued invoice's PDF, fetched with the caller's token and saved as 发票-<号码>.pdf. */
export function DownloadInvoiceButton({ id, invoiceNo, size = 'sm' }: { id: number; invoiceNo: string; size?: 'xs' | 'sm' }) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadInvoicePdf(id, invoiceNo)
      .catch((e: unknown) => notify.warning(failureMessage(e)))
      .finally(() => setBusy(false));
  };
  return (
    <Button size={size} minH="44px" colorPalette="brand" variant="outline" loading={busy} onClick={download}>
      下载发票
    </Button>
  );
}
