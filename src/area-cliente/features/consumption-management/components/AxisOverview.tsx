import { CONSUMPTION_MESSAGES } from '@domain/consumption/messages';
import { axisDisplayName } from '@domain/consumption/rules';
import { formatVolume } from '~/lib/format';
import { useAxisUsage } from '../api/get-axis-usage';
import { useTotalQdc } from '../api/get-total-qdc';
import { axisColor } from '../model/axis-colors';
import styles from '~/components/ui/consumption/Consumption.module.css';

/** The logged footer's daily axes overview on gas-consumption routes (spec 01 §2.6, §7: total-qdc, get-axis-usage). */
export function AxisOverview() {
  const qdc = useTotalQdc();
  const usage = useAxisUsage();
  if (qdc.error || usage.error) return <p>{CONSUMPTION_MESSAGES.fetchFailedShort}</p>;
  if (!usage.data || qdc.data === undefined) return <p role="status">Carregando…</p>;
  return (
    <div data-testid="axis-overview">
      <p>
        QDC total do dia: <strong>{formatVolume(qdc.data)}</strong>
      </p>
      <ul className={styles.list}>
        {usage.data.axis.map((a) => (
          <li key={a.id}>
            <span>
              <span aria-hidden="true" style={{ color: axisColor(a.name) }}>
                ●
              </span>{' '}
              {axisDisplayName(a.name)}
            </span>
            <span>{a.finalVolume === null ? formatVolume(a.totalAvailable) : formatVolume(a.finalVolume)}</span>
          </li>
        ))}
      </ul>
      <p>
        Final programado: <strong>{formatVolume(usage.data.total.availableVolume)}</strong>
      </p>
    </div>
  );
}
