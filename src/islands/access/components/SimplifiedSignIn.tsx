import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { ACCESS_MESSAGES as M } from '@domain/messages';
import { Button } from '~/components/ui/Button';
import { Toaster, toast } from '~/components/ui/toast';
import { pushAnalytics } from '~/lib/analytics';
import { useSession } from '../api/get-session';
import { signInSimplified } from '../api/sign-in-simplified';
import { clientErrorMessage } from '../errors';
import { simplifiedSignInSchema, type SimplifiedSignInValues } from '../schemas';
import { ConsumerCodeInput, CpfCnpjInput } from '~/components/ui/form';
import { FormShell } from './FormShell';
import styles from './Login.module.css';

export const SIMPLIFIED_INVOICE_ROUTE = '/area-cliente/fatura-simplificada';

/** Simplified-invoice access, form CpfCnpjSignin (spec 04 §2.3, §3): the document is sent normalized (digits; an alphanumeric CNPJ keeps its letters). */
export function SimplifiedSignIn() {
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<SimplifiedSignInValues>({
    resolver: valibotResolver(simplifiedSignInSchema),
    defaultValues: { consumerCod: '', cpfcnpj: '' },
    mode: 'onTouched',
  });

  // An open simplified-invoice access goes straight to its page.
  const { data: session } = useSession();
  useEffect(() => {
    if (session?.simplified) location.assign(SIMPLIFIED_INVOICE_ROUTE);
  }, [session]);

  const submit = async ({ consumerCod, cpfcnpj }: SimplifiedSignInValues) => {
    try {
      await signInSimplified(consumerCod, cpfcnpj);
      pushAnalytics({ event: 'login', category: 'login', action: 'simplified-invoice', label: 'fatura-simplificada', status: 'success' });
      location.assign(SIMPLIFIED_INVOICE_ROUTE);
    } catch (error) {
      pushAnalytics({ event: 'login', category: 'login', action: 'simplified-invoice', label: 'fatura-simplificada', status: 'error' });
      toast.error(clientErrorMessage(error) ?? M.unexpected, { duration: 7000 });
    }
  };

  return (
    <div className={styles.page}>
      <Toaster />
      <FormShell
        title="Via simplificada da fatura"
        description={
          <p>Consulte e pague suas faturas em aberto informando o código do cliente e o CPF/CNPJ do titular, sem precisar de senha.</p>
        }
      >
        <form onSubmit={handleSubmit(submit)} noValidate>
          <ConsumerCodeInput control={control} name="consumerCod" hint="Está na sua fatura de gás, acima do código de barras." />
          <CpfCnpjInput control={control} name="cpfcnpj" />
          <div className={styles.actions}>
            <Button type="submit" block loading={isSubmitting}>
              Acessar
            </Button>
          </div>
        </form>
        <div className={styles.links}>
          <p>
            Já tem cadastro? <a href="/login">Acesse a área do cliente</a>
          </p>
        </div>
      </FormShell>
    </div>
  );
}
