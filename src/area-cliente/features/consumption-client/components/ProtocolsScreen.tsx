import { useMemo, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { CONSUMPTION_MESSAGES } from '@domain/consumption/messages';
import { protocolYearOptions, saoPauloYear } from '@domain/consumption/rules';
import { parseVolume, volumeText } from '@domain/consumption/volumes';
import { Button } from '~/components/ui/Button';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { formatDate, formatTimestamp, formatVolume } from '~/lib/format';
import { $selectedContract } from '../../../stores/user';
import { useSchedule } from '../api/list-schedule';
import { sendProtocol } from '../api/send-protocol';
import { MobileNotice } from './MobileNotice';
import styles from '~/components/ui/consumption/Consumption.module.css';

export const PROTOCOLS_PER_PAGE = 12;

/** /area-cliente/protocolos-programacao — every protocol (spec 03 §2.2). */
export default function ProtocolsScreen() {
  const contract = useStore($selectedContract);
  const { data, error } = useSchedule(contract?.id);
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<'desc' | 'asc'>('desc');
  const [year, setYear] = useState('all');
  const [page, setPage] = useState(1);
  const years = protocolYearOptions(new Date());
  const list = useMemo(() => {
    const all = (data?.protocols ?? [])
      .filter((p) => !search.trim() || p.protocol.includes(search.replace(/\D/g, '')))
      .filter((p) => year === 'all' || String(saoPauloYear(p.createdAt)) === year)
      .sort((a, b) => (order === 'desc' ? b.createdAt.localeCompare(a.createdAt) : a.createdAt.localeCompare(b.createdAt)));
    return all;
  }, [data, search, order, year]);
  const pages = Math.max(1, Math.ceil(list.length / PROTOCOLS_PER_PAGE));
  const shown = list.slice((page - 1) * PROTOCOLS_PER_PAGE, page * PROTOCOLS_PER_PAGE);
  // Without the list (no industrial contract, a failure, loading) the screen keeps its title.
  const titled = (state: ReactNode) => (
    <section className={styles.screen} aria-labelledby="protocolos-page-title">
      <h1 id="protocolos-page-title">Protocolos</h1>
      {state}
    </section>
  );
  if (error) return titled(<p role="alert">{CONSUMPTION_MESSAGES.fetchFailed}</p>);
  if (!data || !contract) return titled(<p role="status">Carregando…</p>);
  const email = async (protocol: string) => {
    try {
      await sendProtocol(contract.id, protocol);
      toast.success(CONSUMPTION_MESSAGES.protocolSent);
    } catch (err) {
      toast.error(
        err instanceof ApiError && err.status === 404 ? CONSUMPTION_MESSAGES.protocolNotFound : CONSUMPTION_MESSAGES.protocolSendFailed,
      );
    }
  };
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <div>
      <MobileNotice title="Protocolos" />
      <section className={`${styles.screen} ${styles.desktopOnly}`} aria-labelledby="protocolos-page-title">
        <h1 id="protocolos-page-title">Protocolos</h1>
        <div className={`${styles.row} ${styles.card}`}>
          <div className={styles.field}>
            <label htmlFor="protocol-search">Buscar protocolo</label>
            <input id="protocol-search" inputMode="numeric" value={search} onChange={(e) => reset(setSearch)(e.target.value)} />
          </div>
          <div className={styles.field}>
            <label htmlFor="protocol-order">Ordenar</label>
            <select id="protocol-order" value={order} onChange={(e) => reset(setOrder)(e.target.value as 'desc' | 'asc')}>
              <option value="desc">Mais recentes</option>
              <option value="asc">Mais antigas</option>
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="protocol-year">Ano</label>
            <select id="protocol-year" value={year} onChange={(e) => reset(setYear)(e.target.value)}>
              <option value="all">Todos os anos</option>
              {years.map((y) => (
                <option key={y} value={String(y)}>
                  {y}
                </option>
              ))}
            </select>
          </div>
        </div>
        {shown.length === 0 ? (
          <p className={styles.card}>{CONSUMPTION_MESSAGES.noProtocols}</p>
        ) : (
          <table className={`${styles.table} ${styles.card}`} data-testid="protocols-table">
            <caption className="visually-hidden">Protocolos de programação</caption>
            <thead>
              <tr>
                <th scope="col">Protocolo</th>
                <th scope="col">Enviado em</th>
                <th scope="col">Dias</th>
                <th scope="col">Volume total</th>
                <th scope="col">Ações</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((p) => (
                <tr key={p.protocol}>
                  <td>{p.protocol}</td>
                  <td>{formatTimestamp(p.createdAt)}</td>
                  <td>{p.dates.map((d) => formatDate(d.date)).join(', ')}</td>
                  <td>{formatVolume(totalText(p.dates))}</td>
                  <td>
                    <Button variant="link" onClick={() => void email(p.protocol)} aria-label={`Enviar protocolo ${p.protocol} por e-mail`}>
                      Enviar por e-mail
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {pages > 1 && (
          <nav className={styles.pagination} aria-label="Páginas de protocolos">
            <ul>
              {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                <li key={n}>
                  <button
                    type="button"
                    onClick={() => setPage(n)}
                    aria-current={n === page ? 'page' : undefined}
                    aria-label={`Página ${n}`}
                  >
                    {n}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </section>
    </div>
  );
}

/** The exact total of decimal texts (thousandths as bigint, no float drift). */
function totalText(dates: { volume: string }[]): string {
  return volumeText(dates.reduce((a, d) => a + ((r) => (r.ok ? r.litres : 0n))(parseVolume(d.volume)), 0n));
}
