import { fieldErrors } from '~/lib/api-call';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { ACCESS_MESSAGES as M } from '@domain/messages';
import { Button } from '~/components/ui/Button';
import { toast } from '~/components/ui/toast';
import { updateUserData } from '../api/update-user-data';
import { additionalDataSchema, type AdditionalDataValues } from '../schemas';
import type { Me } from '../../../lib/portal-types';
import { ConsumerCodeInput, CpfCnpjInput } from '~/components/ui/form';
import { FormShell } from './FormShell';
import styles from './Login.module.css';

export interface AdditionalDataFormProps {
  onBack: () => void;
  onDone: (user: Me) => void;
  focusOnMount: boolean;
}

/** Finishing the registration (spec 04 §2.1, §3): customer code and CPF/CNPJ. */
export function AdditionalDataForm({ onBack, onDone, focusOnMount }: AdditionalDataFormProps) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<AdditionalDataValues>({
    resolver: valibotResolver(additionalDataSchema),
    defaultValues: { consumerCod: '', cpfcnpj: '' },
    mode: 'onTouched',
  });

  const submit = async (values: AdditionalDataValues) => {
    try {
      const { data } = await updateUserData(values.consumerCod, values.cpfcnpj);
      onDone(data);
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.consumerCod) setError('consumerCod', { message: fields.consumerCod });
      if (fields.cpfcnpj) setError('cpfcnpj', { message: fields.cpfcnpj });
      // The catalogue's toast (spec 04 §8); what exactly is wrong shows on the fields.
      toast.error(M.additionalDataFailed, { duration: 7000 });
    }
  };

  return (
    <FormShell
      title="Complete seu cadastro"
      description={<p>Para acessar a área do cliente, informe o código do cliente e o CPF/CNPJ do titular do contrato de gás.</p>}
      onBack={onBack}
      focusOnMount={focusOnMount}
    >
      <form onSubmit={handleSubmit(submit)} noValidate>
        <ConsumerCodeInput control={control} name="consumerCod" hint="Está na sua fatura de gás, acima do código de barras." />
        <p className={styles.hintLink}>
          <a href="/meu-codigo-cliente?page=login&params=SignUp">Não sei meu código de cliente</a>
        </p>
        <CpfCnpjInput control={control} name="cpfcnpj" />
        <div className={styles.actions}>
          <Button type="submit" block loading={isSubmitting}>
            Concluir cadastro
          </Button>
        </div>
      </form>
    </FormShell>
  );
}
