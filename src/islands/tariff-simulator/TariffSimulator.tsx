import { useId, useMemo, useState } from 'react';
import { SIMULATOR_CLASSES, simulateBill } from '@domain/insights/simulator/bill';
import { appliancesLitres, decimalText, equivalents, m3Text, parseM3, type Appliance } from '@domain/insights/simulator/rules';
import type { SimulatorTariff } from '@domain/insights/simulator/types';
import { formatCents, formatVolume } from '~/lib/format';
import styles from './TariffSimulator.module.css';

interface Props {
  /** The tariffs in force when the site was built, one per class offered. */
  tariffs: SimulatorTariff[];
  /** The editors' typical appliances. */
  appliances: Appliance[];
  /** The editors' prices (R$), or null when not set. */
  p13Price: number | string | null;
  kwhPrice: number | string | null;
  idPrefix: string;
}

type Mode = 'volume' | 'appliances';

/**
 * The tariff simulator (issue 25 §4; docs/insights-simulator.md): class, then m³ per month typed
 * or summed from appliances; the month's bill explained line by line (computeBill of the explained
 * bill, 30 days) adding up to its total, and the same energy with LPG cylinders and an electric
 * shower. Computed as the visitor types; the result is announced politely.
 */
export function TariffSimulator({ tariffs, appliances, p13Price, kwhPrice, idPrefix }: Props) {
  const id = useId();
  const classes = SIMULATOR_CLASSES.filter((c) => tariffs.some((t) => t.tariffClass === c.value));
  const [tariffClass, setTariffClass] = useState(classes[0]?.value ?? 'RESIDENCIAL');
  const [mode, setMode] = useState<Mode>('volume');
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());

  const tariff = tariffs.find((t) => t.tariffClass === tariffClass);
  const volume = useMemo((): { litres: bigint } | { error: string } | null => {
    if (mode === 'appliances') return chosen.size ? { litres: appliancesLitres(appliances.filter((_, i) => chosen.has(i))) } : null;
    return typed.trim() ? parseM3(typed) : null;
  }, [mode, typed, chosen, appliances]);
  const litres = volume && 'litres' in volume ? volume.litres : null;
  const bill = useMemo(() => (tariff && litres !== null ? simulateBill(tariff, litres) : null), [tariff, litres]);
  const same = litres !== null ? equivalents(litres, { p13: p13Price, kwh: kwhPrice }) : null;
  const error = volume && 'error' in volume ? volume.error : null;

  const toggle = (index: number) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <div className={styles.simulator}>
      <form className={styles.form} onSubmit={(e) => e.preventDefault()} aria-label="Simular a conta de gás">
        <fieldset>
          <legend>Classe</legend>
          {classes.map((c) => (
            <label key={c.value} className={styles.option}>
              <input
                type="radio"
                name={`${idPrefix}-classe`}
                value={c.value}
                checked={tariffClass === c.value}
                onChange={() => setTariffClass(c.value)}
              />
              {c.label}
            </label>
          ))}
        </fieldset>
        {appliances.length > 0 && (
          <fieldset>
            <legend>Como informar o consumo</legend>
            <label className={styles.option}>
              <input type="radio" name={`${idPrefix}-modo`} checked={mode === 'volume'} onChange={() => setMode('volume')} />
              Em m³ por mês
            </label>
            <label className={styles.option}>
              <input type="radio" name={`${idPrefix}-modo`} checked={mode === 'appliances'} onChange={() => setMode('appliances')} />
              Pelos aparelhos
            </label>
          </fieldset>
        )}
        {mode === 'volume' ? (
          <div className={styles.volume}>
            <label htmlFor={`${id}-m3`}>Consumo (m³ por mês)</label>
            <input
              id={`${id}-m3`}
              inputMode="decimal"
              autoComplete="off"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-m3-hint${error ? ` ${id}-m3-error` : ''}`}
              maxLength={16}
            />
            <p id={`${id}-m3-hint`} className={styles.hint}>
              Está na sua conta de gás, em &quot;consumo faturado&quot;.
            </p>
            {error && (
              <p id={`${id}-m3-error`} className={styles.alert} role="alert">
                {error}
              </p>
            )}
          </div>
        ) : (
          <fieldset>
            <legend>Aparelhos a gás</legend>
            {appliances.map((a, i) => (
              <label key={`${a.name}-${i}`} className={styles.option}>
                <input type="checkbox" checked={chosen.has(i)} onChange={() => toggle(i)} />
                {a.name} ({formatVolume(m3Text(appliancesLitres([a])))} por mês)
              </label>
            ))}
          </fieldset>
        )}
      </form>

      <div aria-live="polite" className={styles.result}>
        {bill && same && litres !== null && (
          <>
            <table className={styles.table}>
              <caption>Conta estimada de um mês com {formatVolume(m3Text(litres))}</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Valor</th>
                </tr>
              </thead>
              <tbody>
                {bill.lines.map((line, i) => (
                  <tr key={i}>
                    <th scope="row">
                      {line.label}
                      <span className={styles.sentence}>{line.sentence}</span>
                    </th>
                    <td>{formatCents(line.amountCents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className={styles.total}>
                  <th scope="row">Total do mês</th>
                  <td>{formatCents(bill.totalCents)}</td>
                </tr>
              </tfoot>
            </table>
            <section aria-labelledby={`${id}-compare`}>
              <h3 id={`${id}-compare`}>A mesma energia em outras fontes</h3>
              <ul className={styles.compare}>
                <li>
                  Botijão de GLP P13: {decimalText(same.p13Hundredths, 2)} botijão
                  {same.p13Cents !== null && ` — ${formatCents(same.p13Cents)} no mês`}
                </li>
                <li>
                  Chuveiro elétrico: {decimalText(same.kwhTenths, 1)} kWh
                  {same.showerCents !== null && ` — ${formatCents(same.showerCents)} no mês`}
                </li>
              </ul>
              <p className={styles.hint}>
                Energia equivalente: 1 m³ de gás natural = 9.400 kcal; 1 kg de GLP = 11.500 kcal (botijão de 13 kg); 1 kWh = 860 kcal.
              </p>
            </section>
          </>
        )}
      </div>
    </div>
  );
}
