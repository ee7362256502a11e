import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { SECOND_FACTOR_MESSAGES as M } from '@domain/second-factor';
import { Button } from '~/components/ui/Button';
import { TextField } from '~/components/ui/form';
import { EnrolmentCode, RecoveryCodesList } from '~/components/ui/second-factor/SecondFactorParts';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { fieldErrors } from '~/lib/api-call';
import { confirmSecondFactor } from '../api/confirm-second-factor';
import type { LoginAnswer } from '../api/sign-in';
import { LOGIN_TOAST_MS } from '../errors';
import { secondFactorSchema, type SecondFactorValues } from '../schemas';
import { FormShell } from './FormShell';
import styles from './Login.module.css';

export interface SecondFactorStepProps {
  /** The answer of the password step: `secondFactor`, `challenge` and, to enrol, `enrolment`. */
  step: LoginAnswer;
  keepConnected: boolean;
  onSuccess: (answer: LoginAnswer, keepConnected: boolean) => void;
  /** Back to the password (the challenge expired or the person gave up). */
  onRestart: () => void;
}

/**
 * The sign-in's second step for staff (PORTAL-API.md §2b): a code of the authenticator app or a
 * recovery code; or, when the account must enrol first, the QR code, a code to confirm it, and
 * the recovery codes shown once before going on.
 */
export function SecondFactorStep({ step, keepConnected, onSuccess, onRestart }: SecondFactorStepProps) {
  const enrol = step.secondFactor === 'enrol' && step.enrolment;
  const [useRecovery, setUseRecovery] = useState(false);
  const [done, setDone] = useState<LoginAnswer | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SecondFactorValues>({ resolver: valibotResolver(secondFactorSchema), defaultValues: { code: '' }, mode: 'onTouched' });

  const submit = async ({ code }: SecondFactorValues) => {
    try {
      const answer = await confirmSecondFactor({
        challenge: step.challenge ?? '',
        ...(useRecovery ? { recoveryCode: code } : { code }),
        enrolment: enrol ? enrol.enrolment : undefined,
        keepConnected,
      });
      if (answer.recoveryCodes?.length) setDone(answer);
      else onSuccess(answer, keepConnected);
    } catch (error) {
      const known = error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined;
      if (known === M.challengeExpired) {
        toast.error(known, { duration: LOGIN_TOAST_MS });
        onRestart();
        return;
      }
      const field = Object.values(fieldErrors(error))[0];
      if (field || known === M.invalidCode) setError('code', { message: field ?? known });
      else toast.error(known ?? 'Ocorreu um erro ao realizar o login', { duration: LOGIN_TOAST_MS });
    }
  };

  if (done)
    return (
      <FormShell title="Verificação em duas etapas ativada" focusOnMount>
        <RecoveryCodesList codes={done.recoveryCodes ?? []} />
        <div className={styles.actions}>
          <Button type="button" block onClick={() => onSuccess(done, keepConnected)}>
            Continuar
          </Button>
        </div>
      </FormShell>
    );

  return (
    <FormShell
      title={enrol ? 'Ative a verificação em duas etapas' : 'Verificação em duas etapas'}
      onBack={onRestart}
      focusOnMount
      description={
        enrol ? (
          <p>
            Contas da equipe precisam da verificação em duas etapas. Leia o QR code com um aplicativo autenticador (Google Authenticator,
            Microsoft Authenticator ou similar) e digite o código de 6 dígitos que ele mostrar.
          </p>
        ) : (
          <p>
            {useRecovery
              ? 'Digite um dos seus códigos de recuperação. Cada código vale uma única vez.'
              : 'Digite o código de 6 dígitos que aparece no seu aplicativo autenticador.'}
          </p>
        )
      }
    >
      {enrol && <EnrolmentCode qrCode={enrol.qrCode} secret={enrol.secret} />}
      <form onSubmit={handleSubmit(submit)} noValidate>
        <TextField
          key={useRecovery ? 'recovery' : 'code'}
          label={useRecovery ? 'Código de recuperação' : 'Código de verificação'}
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the step exists only to type this code: focus goes where the user must type next
          autoFocus
          error={errors.code?.message}
          {...register('code')}
        />
        <div className={styles.actions}>
          <Button type="submit" block loading={isSubmitting}>
            {enrol ? 'Ativar e entrar' : 'Confirmar'}
          </Button>
        </div>
      </form>
      {!enrol && (
        <div className={styles.links}>
          <p>
            <button type="button" className={styles.inlineLink} style={{ minHeight: '24px' }} onClick={() => setUseRecovery((v) => !v)}>
              {useRecovery ? 'Usar o código do aplicativo' : 'Usar um código de recuperação'}
            </button>
          </p>
        </div>
      )}
    </FormShell>
  );
}
