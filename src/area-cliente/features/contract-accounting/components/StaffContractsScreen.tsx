/** /area-cliente/contratos-industriais (gas programmer and administrators): the portfolio of the month's risks and any contract's cockpit (docs/contract-accounting.md). */
import { ContractCockpit } from './CockpitScreen';

export default function StaffContractsScreen() {
  return <ContractCockpit staff />;
}
