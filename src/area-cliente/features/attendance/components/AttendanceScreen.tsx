import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { ACCESS_MESSAGES as M } from '@domain/messages';
import { Button } from '~/components/ui/Button';
import { ConsumerCodeInput, CpfCnpjInput } from '~/components/ui/form';
import { ATTENDANT_CONSUMER_CODE_MASK } from '~/lib/masks';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { navigate } from '../../../lib/router';
import { markServiceStarted } from '../../../stores/attendant';
import type { Contract } from '../../../../lib/portal-types';
import { searchContracts } from '../api/search-contracts';
import { startService } from '../api/start-service';
import { searchSchema, type SearchValues } from '../schemas/search';
import { ContractResults } from './ContractResults';
import styles from './Attendance.module.css';

/** Attendant start screen (spec 02 §2.7): find the customer's contract and start the service. */
export default function AttendanceScreen() {
  const [results, setResults] = useState<Contract[] | null>(null);
  const [starting, setStarting] = useState(false);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<SearchValues>({
    resolver: valibotResolver(searchSchema),
    defaultValues: { cpfcnpj: '', consumerCode: '' },
    mode: 'onSubmit',
    criteriaMode: 'all',
  });

  const search = async (values: SearchValues) => {
    setResults(null);
    try {
      const { data } = await searchContracts(values);
      setResults(data);
    } catch (error) {
      // 404 carries which search missed: 'O CPF ou CNPJ ainda não é cliente Necta' or 'Código de cliente não encontrado'.
      const message = error instanceof ApiError && (error.status === 404 || error.status === 400) ? error.serverMessage : undefined;
      toast.error(message ?? M.contractSearchFailed);
    }
  };

  const start = async (contractId: string) => {
    setStarting(true);
    try {
      const { data } = await startService(contractId);
      markServiceStarted(data);
      navigate('/area-cliente/home');
    } catch {
      toast.error(M.serviceStartFailed);
      setStarting(false);
    }
  };

  return (
    <section className={styles.screen} aria-labelledby="atendimento-title">
      <h1 id="atendimento-title">Atendimento</h1>
      <p className={styles.lead}>
        Busque o contrato do cliente pelo CPF/CNPJ ou pelo código do cliente e inicie o atendimento para agir em nome dele.
      </p>
      <form className={styles.search} onSubmit={handleSubmit(search)} noValidate>
        <CpfCnpjInput control={control} name="cpfcnpj" />
        <span className={styles.or} aria-hidden="true">
          ou
        </span>
        <ConsumerCodeInput control={control} name="consumerCode" mask={ATTENDANT_CONSUMER_CODE_MASK} />
        <Button type="submit" loading={isSubmitting} className={styles.searchButton}>
          Buscar
        </Button>
      </form>
      {results && <ContractResults contracts={results} starting={starting} onStart={(id) => void start(id)} />}
    </section>
  );
}
