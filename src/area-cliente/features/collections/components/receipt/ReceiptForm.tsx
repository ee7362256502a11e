/**
 * "Já paguei" (docs/collections-suspension.md): the payment date and the receipt (PDF, JPG or PNG,
 * at most 5 MB). The same rules as the server's (`@domain/collections/receipt/rules`) run first;
 * the server checks the file by its content and answers the refusal's text, shown here.
 */
import { useState } from 'react';
import { mutate } from 'swr';
import { paymentDateError, RECEIPT_MAX_BYTES, RECEIPT_MESSAGES } from '@domain/collections/receipt/rules';
import { Button } from '~/components/ui/Button';
import { InputField } from '~/components/ui/form/InputField';
import { Modal } from '~/components/ui/modal';
import { toast } from '~/components/ui/toast';
import { isoDayInSaoPaulo } from '~/lib/format';
import { uploadErrorMessage } from '~/lib/file-upload';
import { sendReceipt } from '../../api/send-receipt';
import { suspensionStatusKey } from '../../api/get-suspension-status';
import styles from '../Collections.module.css';

interface Props {
  contractId: string;
  numDoc: string;
  onClose: () => void;
}

export function ReceiptForm({ contractId, numDoc, onClose }: Props) {
  const [paymentDate, setPaymentDate] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ paymentDate?: string; file?: string; form?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const today = isoDayInSaoPaulo();

  const submit = async () => {
    const dateError = paymentDateError(paymentDate, new Date());
    const fileError = !file ? RECEIPT_MESSAGES.fileRequired : file.size > RECEIPT_MAX_BYTES ? RECEIPT_MESSAGES.fileSize : undefined;
    if (dateError || fileError) {
      setErrors({ ...(dateError ? { paymentDate: dateError } : {}), ...(fileError ? { file: fileError } : {}) });
      return;
    }
    setErrors({});
    setProgress(0);
    try {
      const answer = await sendReceipt({ contractId, numDoc, paymentDate, file: file! }, setProgress);
      toast.success(answer.message);
      await mutate(suspensionStatusKey(contractId));
      onClose();
    } catch (error) {
      setErrors({ form: uploadErrorMessage(error) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Modal
      open
      title={`Já paguei a fatura ${numDoc}`}
      onClose={onClose}
      size="medium"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={progress !== null}>
            Cancelar
          </Button>
          <Button loading={progress !== null} onClick={() => void submit()}>
            Enviar comprovante
          </Button>
        </>
      }
    >
      <p>Envie o comprovante do pagamento. Enquanto ele estiver em análise, esta fatura não leva à suspensão do fornecimento.</p>
      <InputField
        label="Data do pagamento"
        classes={styles}
        error={errors.paymentDate}
        type="date"
        max={today}
        value={paymentDate}
        onChange={(e) => setPaymentDate(e.target.value)}
      />
      <InputField
        label="Comprovante (PDF, JPG ou PNG, até 5 MB)"
        classes={styles}
        error={errors.file}
        type="file"
        accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      {progress !== null && <progress value={progress} max={1} aria-label="Envio do comprovante" />}
      {errors.form && (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      )}
    </Modal>
  );
}
