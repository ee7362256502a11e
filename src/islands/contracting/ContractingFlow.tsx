/**
 * /quero-contratar: the contracting flow (spec 04 §4.3, §4.4, §8). The four service cards; the
 * chosen one's document modal, verified by the web server; then the service's pages, one
 * form each, ending in a request with a protocol number.
 */
import { useEffect, useRef, useState } from 'react';
import { CUSTOMER_SERVICE_PHONE } from '@domain/constants';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/modal';
import { Toaster, toast } from '~/components/ui/toast';
import { pushAnalytics } from '~/lib/analytics';
import { telHref } from '~/lib/phone';
import { SERVICE_CARDS, SERVICE_PARAM, serviceById, type ServiceCard } from '~/lib/want-to-hire';
import { widgetCaptcha, type CaptchaWidgetConfig } from '../access/captcha-config';
import { submitRequest } from './api/submit-request';
import { verifyDocument } from './api/verify-document';
import { submitFailureMessage, submitFieldErrors } from './model/submit-errors';
import { DocumentModal } from './DocumentModal';
import { firstPage, nextPage, REQUEST_TYPE, SERVICE_LABEL, successKind, verifyOutcome, type FlowPage } from './flow';
import type { FieldErrors } from './form-kit';
import {
  CondominiumNotFoundAddressPage,
  CondominiumNotFoundContactPage,
  CondominiumPage,
  GnvPage,
  IndividualCondominiumPage,
  ResidentialAddressPage,
  ResidentialPage,
  ResidentialPersonPage,
  SegmentPage,
  VehicleCompanyPage,
} from './pages';
import styles from './Contracting.module.css';
import { SITE_REQUEST_HEADERS } from '~/lib/site-request.mjs';

export interface ContractingFlowProps {
  /** The site settings' support e-mail and customer-service phone (shown in the success modals). */
  supportEmail: string;
  customerServicePhone?: string;
  captcha: CaptchaWidgetConfig | null;
}

interface Active {
  service: ServiceCard;
  document: string;
  pages: FlowPage[];
  values: Record<string, string>;
}

const VERIFY_ERROR = 'Erro ao verificar documento';
const ACCOUNT_LOGIN = '/login?r=conta-digital';
const RECONNECTION_LOGIN = '/login?r=religacao-gas';

const track = (service: ServiceCard, action: string, label: string, status: string) =>
  pushAnalytics({ event: 'quero_contratar', category: SERVICE_LABEL[service.id], label, action, status });

export default function ContractingFlow({
  supportEmail,
  customerServicePhone = CUSTOMER_SERVICE_PHONE,
  captcha: siteCaptcha,
}: ContractingFlowProps) {
  // The document modal stays mounted once opened, so closing it gives the focus back to its card.
  const [choosing, setChoosing] = useState<ServiceCard | null>(null);
  const [modalService, setModalService] = useState<{ service: ServiceCard; key: number } | null>(null);
  const [active, setActive] = useState<Active | null>(null);
  const [found, setFound] = useState<{ kind: 'account' | 'installation'; service: ServiceCard; document: string } | null>(null);
  const [success, setSuccess] = useState<{ kind: 'registered' | 'contact'; protocol: string } | null>(null);
  const [serverVerifies, setServerVerifies] = useState(false);
  const captcha = widgetCaptcha(siteCaptcha, serverVerifies);
  // Back on the cards after a flow (Voltar on its first page, or the success modal closed), the
  // focus goes to the card of the service just left.
  const cards = useRef<HTMLUListElement>(null);
  const left = useRef<string | null>(null);
  useEffect(() => {
    if (active || !left.current) return;
    const id = left.current;
    left.current = null;
    const frame = requestAnimationFrame(() => cards.current?.querySelector<HTMLButtonElement>(`[data-service="${id}"]`)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [active]);

  useEffect(() => {
    fetch('/session/providers', { headers: { accept: 'application/json', ...SITE_REQUEST_HEADERS } })
      .then((r) => (r.ok ? r.json() : null))
      .then((p: { captcha?: boolean } | null) => setServerVerifies(p?.captcha === true))
      .catch(() => undefined);
    // A card elsewhere on the site links here with the chosen service.
    const chosen = serviceById(new URLSearchParams(location.search).get(SERVICE_PARAM));
    if (chosen) choose(chosen);
  }, []);

  function choose(service: ServiceCard) {
    track(service, 'escolha_servico', service.title, 'success');
    setChoosing(service);
    setModalService((m) => ({ service, key: (m?.key ?? 0) + 1 }));
  }

  function start(service: ServiceCard, document: string) {
    setChoosing(null);
    setFound(null);
    setActive({ service, document, pages: [firstPage(service.id)], values: {} });
  }

  /** Spec 04 §4.3; the failure's message goes back to the modal, which stays open. */
  async function verify(service: ServiceCard, document: string, captchaToken: string | null): Promise<string | null> {
    let outcome: ReturnType<typeof verifyOutcome>;
    try {
      outcome = verifyOutcome((await verifyDocument(document, captchaToken)).realData);
    } catch {
      outcome = 'error';
    }
    track(service, 'verificacao_documento', outcome, outcome === 'error' ? 'error' : 'success');
    if (outcome === 'error') return VERIFY_ERROR;
    if (outcome === 'continue') start(service, document);
    else {
      setChoosing(null);
      setFound({ kind: outcome, service, document });
    }
    return null;
  }

  const go = (next: FlowPage, values: Record<string, string>) =>
    setActive((a) => (a ? { ...a, pages: [...a.pages, next], values: { ...a.values, ...values } } : a));
  const back = () =>
    setActive((a) => {
      if (!a || a.pages.length <= 1) {
        left.current = a?.service.id ?? null;
        return null;
      }
      return { ...a, pages: a.pages.slice(0, -1) };
    });

  const send =
    (page: FlowPage) =>
    async (fields: Record<string, string>, uploads?: { files?: File[]; selfie?: File[] }): Promise<FieldErrors> => {
      const type = REQUEST_TYPE[page]!;
      const service = active!.service;
      try {
        const answer = await submitRequest(type, fields, uploads);
        track(service, 'envio_formulario', type, 'success');
        setSuccess({ kind: successKind(page), protocol: answer.data.protocol });
        return null;
      } catch (error) {
        track(service, 'envio_formulario', type, 'error');
        toast.error(submitFailureMessage(error), { category: 'quero_contratar' });
        return submitFieldErrors(error);
      }
    };

  const finish = () => {
    left.current = active?.service.id ?? null;
    setSuccess(null);
    setActive(null);
  };

  const page = active?.pages.at(-1);
  const common = active ? { document: active.document, values: active.values, onBack: back } : null;

  return (
    <div className={styles.flow}>
      {!active && (
        <ul ref={cards} className={styles.cards} aria-label="Serviços">
          {SERVICE_CARDS.map((card) => (
            <li key={card.id}>
              <button type="button" className={styles.card} data-service={card.id} onClick={() => choose(card)}>
                <span className={styles.cardTitle}>{card.title}</span>
                <span className={styles.cardDocument}>{card.document}</span>
                <span className={styles.cardDescription}>{card.description}</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      {active && common && (
        <div className={styles.panel}>
          <p className={styles.context}>
            {active.service.title} · {active.service.accepts === 'CPF_OR_CNPJ' ? 'CPF/CNPJ' : active.service.document} verificado
          </p>
          {page === 'residential' && <ResidentialPage {...common} onNext={({ next, ...v }) => go(next as FlowPage, v)} />}
          {page === 'residentialAddress' && <ResidentialAddressPage {...common} onNext={(v) => go(nextPage('residentialAddress')!, v)} />}
          {page === 'residentialPerson' && <ResidentialPersonPage {...common} send={send('residentialPerson')} />}
          {page === 'condominiumForm' && (
            <CondominiumPage
              {...common}
              onNext={(v) => go('individualCondominiumForm', v)}
              onNotFound={() => go('condominiumNotFoundAddress', {})}
            />
          )}
          {page === 'condominiumNotFoundAddress' && (
            <CondominiumNotFoundAddressPage {...common} onNext={(v) => go(nextPage('condominiumNotFoundAddress')!, v)} />
          )}
          {page === 'condominiumNotFoundContact' && (
            <CondominiumNotFoundContactPage {...common} send={send('condominiumNotFoundContact')} />
          )}
          {page === 'individualCondominiumForm' && <IndividualCondominiumPage {...common} send={send('individualCondominiumForm')} />}
          {page === 'segmentPage' && (
            <SegmentPage
              {...common}
              send={send('segmentPage')}
              segmentHint={active.service.id === 'industria' ? 'Ex.: Alimentos, Cerâmica, Metalurgia' : 'Ex.: Restaurante, Padaria, Hotel'}
            />
          )}
          {page === 'gnv' && <GnvPage {...common} onNext={(v) => go('vehicleCompanyForm', v)} />}
          {page === 'vehicleCompanyForm' && <VehicleCompanyPage {...common} send={send('vehicleCompanyForm')} />}
        </div>
      )}

      {modalService && (
        <DocumentModal
          key={modalService.key}
          open={choosing !== null}
          service={modalService.service}
          captcha={captcha}
          onClose={() => setChoosing(null)}
          onVerify={(document, token) => verify(modalService.service, document, token)}
        />
      )}

      <Modal
        open={found?.kind === 'account'}
        title="Você já tem uma conta digital"
        onClose={() => setFound(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setFound(null)}>
              Fechar
            </Button>
            <a className={styles.linkButton} href={ACCOUNT_LOGIN}>
              Acessar a conta digital
            </a>
          </>
        }
      >
        <p>Encontramos uma conta digital com este documento. Entre para acompanhar seus contratos e pedir serviços.</p>
      </Modal>

      <Modal
        open={found?.kind === 'installation'}
        title="Já existe uma instalação neste documento"
        onClose={() => setFound(null)}
        actions={
          <>
            <a className={`${styles.linkButton} ${styles.linkSecondary}`} href={RECONNECTION_LOGIN}>
              Religar o gás
            </a>
            <Button onClick={() => found && start(found.service, found.document)}>Pedir uma nova ligação</Button>
          </>
        }
      >
        <p>
          Encontramos uma instalação de gás natural com este documento. Você quer pedir uma nova ligação ou religar o gás de uma instalação
          existente?
        </p>
      </Modal>

      <Modal
        open={success !== null}
        title={success?.kind === 'contact' ? 'Vamos entrar em contato com você' : 'Tudo certo com seu cadastro!'}
        onClose={finish}
        actions={<Button onClick={finish}>Fechar</Button>}
      >
        {success?.kind === 'contact' ? (
          <p>Não encontramos o endereço na nossa lista. Nossa equipe vai analisar o pedido e responder em até 2 dias úteis.</p>
        ) : (
          <p>Nossa equipe vai verificar a cobertura da rede no endereço informado e responder em até 2 dias úteis.</p>
        )}
        <p>
          Número do protocolo: <strong data-testid="protocol">{success?.protocol}</strong>
        </p>
        <p>
          Dúvidas? Ligue <a href={telHref(customerServicePhone)}>{customerServicePhone}</a> ou escreva para{' '}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      </Modal>

      <Toaster />
    </div>
  );
}
