import { screen } from '@testing-library/react';
import { TrackingLink, trackingPage } from '../../src/features/orders/tracking-link';
import { renderWithProviders } from './render';

/** A tracking number links to its carrier's public tracking page (issue 25, docs/adr/0036). */
describe('TrackingLink', () => {
  it('links a 顺丰 number to 顺丰’s waybill page, in a new tab, named for what it does', () => {
    renderWithProviders(<TrackingLink company="顺丰速运" trackingNo="SF1234567890" />);
    const link = screen.getByRole('link', { name: '查询 顺丰 单号 SF1234567890' });
    expect(link).toHaveAttribute('href', 'https://www.sf-express.com/chn/sc/waybill/waybill-detail/SF1234567890');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).toHaveTextContent('SF1234567890');
  });

  it('has a page for every carrier the seller may choose (GET /api/express/delivery/list)', async () => {
    const { expressCompanies } = await import('../../server/src/routes/trade-support');
    for (const company of expressCompanies) expect(trackingPage(company, 'YT1'), company).not.toBeNull();
    expect(trackingPage('圆通速递', 'YT 9&1')?.url).toBe('https://www.kuaidi100.com/chaxun?com=yuantong&nu=YT+9%261');
  });

  it('shows a number of a carrier it does not know as plain text, to copy', () => {
    renderWithProviders(<TrackingLink company="某某快运" trackingNo="MM42" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('MM42')).toBeInTheDocument();
  });
});
