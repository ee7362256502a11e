import { useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { SECOND_FACTOR_MESSAGES as M } from '@domain/second-factor';
import { ACCESS_MESSAGES } from '@domain/messages';
import { ApiError } from '~/lib/api-client';
import { fieldErrors } from '~/lib/api-call';
import { Button } from '~/components/ui/Button';
import { PasswordField, TextField } from '~/components/ui/form';
import { EnrolmentCode, RecoveryCodesList } from '~/components/ui/second-factor/SecondFactorParts';
import { toast } from '~/components/ui/toast';
import { useSecondFactorStatus } from '../api/get-second-factor-status';
import { startSecondFactorSetup, type EnrolmentView } from '../api/start-second-factor-setup';
import { enableSecondFactor } from '../api/enable-second-factor';
import { disableSecondFactor } from '../api/disable-second-factor';
import {
  confirmSchema,
  disableSchema,
  setupSchema,
  type ConfirmValues,
  type DisableValues,
  type SetupValues,
} from '../schemas/second-factor';
import styles from './Password.module.css';

/** Puts the server's field messages on the form's fields; anything else becomes a toast. */
function showError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, names: Path<T>[]) {
  const fields = fieldErrors(error);
  const shown = names.filter((name) => fields[name]);
  for (const name of shown) setError(name, { message: fields[name]! }, { shouldFocus: true });
  if (!shown.length) toast.error(error instanceof ApiError && error.status < 500 ? error.message : ACCESS_MESSAGES.requestFailed);
}

/**
 * 'Verificação em duas etapas' of a staff member's own account (PORTAL-API.md §2b): turn it on
 * (password → QR code and secret → a code of the app → the recovery codes, shown once) or off
 * (password + code).
 */
export function SecondFactorSection() {
  const { data, mutate, isLoading } = useSecondFactorStatus(true);
  const [enrolment, setEnrolment] = useState<EnrolmentView | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const status = data?.data;

  const setup = useForm<SetupValues>({ resolver: valibotResolver(setupSchema), defaultValues: { password: '' } });
  const confirm = useForm<ConfirmValues>({ resolver: valibotResolver(confirmSchema), defaultValues: { code: '' } });
  const disable = useForm<DisableValues>({ resolver: valibotResolver(disableSchema), defaultValues: { password: '', code: '' } });

  const start = async ({ password }: SetupValues) => {
    try {
      setEnrolment((await startSecondFactorSetup(password)).data);
      setup.reset();
    } catch (error) {
      showError(error, setup.setError, ['password']);
    }
  };
  const activate = async ({ code }: ConfirmValues) => {
    try {
      const answer = await enableSecondFactor(enrolment!.enrolment, code);
      toast.success(answer.message);
      setRecoveryCodes(answer.data.recoveryCodes);
      setEnrolment(null);
      confirm.reset();
      await mutate();
    } catch (error) {
      showError(error, confirm.setError, ['code']);
    }
  };
  const turnOff = async ({ password, code }: DisableValues) => {
    try {
      toast.success((await disableSecondFactor(password, code)).message);
      disable.reset();
      await mutate();
    } catch (error) {
      showError(error, disable.setError, ['password', 'code']);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="duas-etapas-title" style={{ marginTop: '1.5rem' }}>
      <h2 id="duas-etapas-title">Verificação em duas etapas</h2>
      {isLoading || !status ? (
        <p role="status">Carregando…</p>
      ) : recoveryCodes ? (
        <>
          <p role="status">{M.enabled}</p>
          <RecoveryCodesList codes={recoveryCodes} />
          <Button type="button" onClick={() => setRecoveryCodes(null)}>
            Já guardei os códigos
          </Button>
        </>
      ) : status.enabled ? (
        <>
          <p>
            Ativa. Ao entrar, além da senha, pedimos o código do seu aplicativo autenticador. Códigos de recuperação restantes:{' '}
            {status.recoveryCodesLeft}.
          </p>
          <form onSubmit={disable.handleSubmit(turnOff)} noValidate>
            <PasswordField
              label="Sua senha"
              autoComplete="current-password"
              error={disable.formState.errors.password?.message}
              {...disable.register('password')}
            />
            <TextField
              label="Código de verificação"
              autoComplete="one-time-code"
              hint="Código do aplicativo ou um código de recuperação"
              error={disable.formState.errors.code?.message}
              {...disable.register('code')}
            />
            <Button type="submit" variant="secondary" loading={disable.formState.isSubmitting}>
              Desativar verificação em duas etapas
            </Button>
          </form>
        </>
      ) : enrolment ? (
        <>
          <p>
            Leia o QR code com um aplicativo autenticador (Google Authenticator, Microsoft Authenticator ou similar) e digite o código de 6
            dígitos que ele mostrar.
          </p>
          <EnrolmentCode qrCode={enrolment.qrCode} secret={enrolment.secret} />
          <form onSubmit={confirm.handleSubmit(activate)} noValidate>
            <TextField
              label="Código de verificação"
              autoComplete="one-time-code"
              inputMode="numeric"
              error={confirm.formState.errors.code?.message}
              {...confirm.register('code')}
            />
            <Button type="submit" loading={confirm.formState.isSubmitting}>
              Ativar
            </Button>
          </form>
        </>
      ) : (
        <>
          <p>
            {status.required
              ? 'Obrigatória para contas da equipe: proteja seu acesso com um código do aplicativo autenticador além da senha.'
              : 'Proteja seu acesso com um código do aplicativo autenticador além da senha.'}
          </p>
          <form onSubmit={setup.handleSubmit(start)} noValidate>
            <PasswordField
              label="Confirme sua senha"
              autoComplete="current-password"
              error={setup.formState.errors.password?.message}
              {...setup.register('password')}
            />
            <Button type="submit" loading={setup.formState.isSubmitting}>
              Ativar verificação em duas etapas
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
