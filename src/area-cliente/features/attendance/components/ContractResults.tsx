import { useState } from 'react';
import { maskCpfCnpj } from '@domain/cpf-cnpj';
import { Button } from '~/components/ui/Button';
import { situationLabel } from '@domain/labels';
import { formatDate } from '~/lib/format';
import type { Contract } from '../../../../lib/portal-types';
import styles from './Attendance.module.css';

export interface ContractResultsProps {
  contracts: Contract[];
  starting: boolean;
  onStart: (contractId: string) => void;
}

/** Search results (spec 02 §2.7): choose one contract, then start the service. */
export function ContractResults({ contracts, starting, onStart }: ContractResultsProps) {
  const [chosen, setChosen] = useState<string | null>(contracts.length === 1 ? contracts[0]!.id : null);
  if (contracts.length === 0) return <p className={styles.empty}>Nenhum contrato encontrado.</p>;
  return (
    <form
      className={styles.results}
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen) onStart(chosen);
      }}
    >
      <fieldset>
        <legend>{contracts.length === 1 ? '1 contrato encontrado' : `${contracts.length} contratos encontrados`}</legend>
        <ul>
          {contracts.map((c) => (
            <li key={c.id} className={chosen === c.id ? styles.chosen : undefined}>
              <label>
                <input type="radio" name="contract" value={c.id} checked={chosen === c.id} onChange={() => setChosen(c.id)} />
                <span className={styles.contract}>
                  <strong>{c.address ?? c.consumerAddress ?? '—'}</strong>
                  <span className={styles.details}>
                    <span>Código do cliente: {c.consumerCode}</span>
                    {c.consumerCpfCnpj && <span>CPF/CNPJ: {maskCpfCnpj(c.consumerCpfCnpj)}</span>}
                    <span>Situação: {situationLabel(c.situation)}</span>
                    <span>E-mail do titular: {c.contractOwnerEmail ?? '—'}</span>
                    <span>ID do consumidor: {c.consumerId ?? '—'}</span>
                    <span>Vigência: {formatDate(c.validity ?? c.vigencia)}</span>
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Button type="submit" disabled={!chosen} loading={starting}>
        Iniciar atendimento
      </Button>
    </form>
  );
}
