/** The document-entry modal of a service (spec 04 §4.4, §5): the masked CPF/CNPJ, checked, then verified. */
import { useState } from 'react';
import { normalizeDocument } from '@domain/cpf-cnpj';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/modal';
import { CNPJ_MASK, CPF_CNPJ_MASK, CPF_MASK } from '~/lib/masks';
import type { ServiceCard } from '~/lib/want-to-hire';
import { Captcha } from '../access/components/Captcha';
import type { CaptchaWidgetConfig } from '../access/captcha-config';
import { MaskedInput } from './fields';
import { useFlowForm } from './form-kit';
import { documentFormSchema } from './schemas';
import styles from './Contracting.module.css';

const MASKS = { CPF: CPF_MASK, CNPJ: CNPJ_MASK, CPF_OR_CNPJ: CPF_CNPJ_MASK } as const;
const LABELS = { CPF: 'CPF', CNPJ: 'CNPJ', CPF_OR_CNPJ: 'CPF ou CNPJ' } as const;

export interface DocumentModalProps {
  open: boolean;
  service: ServiceCard;
  onClose: () => void;
  /** Verifies the document (digits, and letters of an alphanumeric CNPJ); resolves to the failure's message, or null when the flow moved on. */
  onVerify: (document: string, captchaToken: string | null) => Promise<string | null>;
  captcha: CaptchaWidgetConfig | null;
}

export function DocumentModal({ open, service, onClose, onVerify, captcha }: DocumentModalProps) {
  const schema = documentFormSchema(service.accepts);
  const form = useFlowForm(schema, { cpfCnpj: '' });
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  // Shown inside the dialog: the page behind it (and its toasts) is inert while it is open.
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ cpfCnpj }) => {
    if (captcha && !captchaToken) {
      setCaptchaMissing(true);
      return;
    }
    setCaptchaMissing(false);
    setFailure(null);
    // Digits, and the letters of an alphanumeric CNPJ (RFB, from July 2026), upper-cased.
    setFailure(await onVerify(normalizeDocument(String(cpfCnpj)), captchaToken));
    if (captcha) setCaptchaReset((n) => n + 1);
  });
  return (
    <Modal open={open} title={`${service.title}: informe o ${LABELS[service.accepts]}`} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label={`Documento para ${service.title}`}>
        <p className={styles.description}>
          {service.accepts === 'CPF_OR_CNPJ'
            ? 'Informe o CPF ou o CNPJ de quem vai contratar o gás natural.'
            : `Informe o ${LABELS[service.accepts]} de quem vai contratar o gás natural.`}
        </p>
        <MaskedInput
          control={form.control}
          name="cpfCnpj"
          label={LABELS[service.accepts]}
          mask={MASKS[service.accepts]}
          autoComplete="off"
        />
        {captcha && <Captcha siteKey={captcha.siteKey} scriptUrl={captcha.scriptUrl} onToken={setCaptchaToken} resetKey={captchaReset} />}
        {captchaMissing && (
          <p role="alert" className={styles.error}>
            Não conseguimos validar o reCAPTCHA. Por favor, recarregue a página e tente novamente.
          </p>
        )}
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Continuar
          </Button>
        </div>
      </form>
    </Modal>
  );
}
