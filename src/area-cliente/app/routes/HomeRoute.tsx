/**
 * The home page as composed by the app layer (spec 01 §2.8): the home feature's screen with the
 * invoices feature's cards and chart in its slots, and the CMS's quick-access entries.
 * Features never import each other; this file is where they meet.
 */
import { useStore } from '@nanostores/react';
import HomeScreen from '../../features/home/components/HomeScreen';
import { CurrentInvoiceCard, InvoiceHistoryChart, LatestInvoices } from '../../features/invoices';
import { MayBillDeclarationNote, SuspensionNotice } from '../../features/collections';
import { InterruptionNotice } from '../../features/insights';
import { $areaContent } from '../content';

export default function HomeRoute() {
  const { quickAccess, emergencyPhone } = useStore($areaContent);
  return (
    <HomeScreen
      currentInvoice={
        <>
          <CurrentInvoiceCard />
          <MayBillDeclarationNote />
        </>
      }
      latestInvoices={<LatestInvoices />}
      historyChart={<InvoiceHistoryChart />}
      contractNotice={
        <>
          <InterruptionNotice />
          <SuspensionNotice withLink />
        </>
      }
      quickAccess={quickAccess}
      emergencyPhone={emergencyPhone}
    />
  );
}
