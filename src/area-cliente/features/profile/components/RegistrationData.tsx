import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { SapDataView } from '@domain/profile-types';
import { normalizeEmail } from '@domain/email';
import { maskPhone } from '@domain/profile';
import { ApiError } from '~/lib/api-client';
import { Button } from '~/components/ui/Button';
import { Checkbox, MaskedField } from '~/components/ui/form';
import { toast } from '~/components/ui/toast';
import { updateSapData, type SapDataUpdate } from '../api/update-sap-data';
import { registrationSchema, type RegistrationForm } from '../schemas/profile';
import { canSaveRegistration, PHONE_INPUT_MASK, PROFILE_MESSAGES as M } from '../schemas/rules';
import { ConfirmDialog, DISCARD } from './ConfirmDialog';
import { EmailPairFields } from './EmailPairFields';
import styles from './Profile.module.css';

/** Shown when the server gives no message of its own. */
const SAVE_FAILED = 'Não foi possível atualizar seus dados. Por favor, tente novamente.';

export interface RegistrationDataProps {
  sap: SapDataView;
  /** The contract shown (the call names it: docs/architecture.md "Which contract a call concerns"). */
  contractId: string;
  /** false without 'cadastro.editar': view mode only. */
  canEdit: boolean;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  /** The saved values, to show at once in view mode. */
  onSaved: (data: Partial<SapDataView>) => void;
}

/** 'Dados cadastrais' (spec 01 §2.7): registration e-mail, invoice by e-mail and phone. */
export function RegistrationData({ sap, contractId, canEdit, editing, onEditingChange, onSaved }: RegistrationDataProps) {
  const [asking, setAsking] = useState<'cancel' | 'save' | null>(null);
  const [saving, setSaving] = useState(false);
  const initial: RegistrationForm = {
    email: '',
    emailConfirmation: '',
    faturaEmail: sap.faturaEmail,
    telefone: maskPhone(sap.telefone ?? ''),
  };
  const { register, control, handleSubmit, reset, watch, formState } = useForm<RegistrationForm>({
    resolver: valibotResolver(registrationSchema(sap.email)),
    defaultValues: initial,
    mode: 'onTouched',
  });
  // eslint-disable-next-line react-hooks/incompatible-library -- watch() re-renders on each keystroke on purpose (the button's state); no React Compiler here
  const values = watch();
  const canSave = canSaveRegistration(values, { faturaEmail: sap.faturaEmail }, sap.email);

  const startEditing = () => {
    reset(initial);
    onEditingChange(true);
  };
  const leave = () => {
    setAsking(null);
    reset(initial);
    onEditingChange(false);
  };

  const save = async () => {
    const email = normalizeEmail(values.email);
    const body: SapDataUpdate = { faturaEmail: values.faturaEmail, telefone: values.telefone };
    if (email) Object.assign(body, { email, emailConfirmation: normalizeEmail(values.emailConfirmation) });
    setSaving(true);
    try {
      const answer = await updateSapData(contractId, body);
      toast.success(M.updated);
      onSaved({ ...answer.data, ...(email ? { email } : {}) });
      setAsking(null);
      onEditingChange(false);
    } catch (error) {
      // Spec 01 §4, §8: the modal closes and the server's message is shown.
      setAsking(null);
      toast.error(error instanceof ApiError ? (error.serverMessage ?? SAVE_FAILED) : SAVE_FAILED, { duration: 7000 });
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <div className={styles.card} data-testid="registration-view">
        <dl className={styles.data}>
          <div>
            <dt>E-mail cadastrado</dt>
            <dd>{sap.email ?? 'Não informado'}</dd>
          </div>
          <div>
            <dt>Receber fatura por e-mail</dt>
            <dd>{sap.faturaEmail ? 'Sim' : 'Não'}</dd>
          </div>
          <div>
            <dt>Telefone</dt>
            <dd>{sap.telefone ? maskPhone(sap.telefone) : 'Não informado'}</dd>
          </div>
        </dl>
        {canEdit && <Button onClick={startEditing}>Editar dados</Button>}
      </div>
    );
  }

  const email = register('email');
  const confirmation = register('emailConfirmation');
  const { errors } = formState;
  return (
    <form className={styles.card} onSubmit={handleSubmit(() => setAsking('save'))} noValidate aria-label="Editar dados cadastrais">
      <p className={styles.current}>
        E-mail cadastrado atual: <strong>{sap.email ?? 'Não informado'}</strong>
      </p>
      <EmailPairFields
        label="Novo e-mail"
        confirmLabel="Confirme o novo e-mail"
        email={email}
        confirmation={confirmation}
        emailError={errors.email?.message}
        confirmationError={errors.emailConfirmation?.message}
      />
      <Checkbox label="Receber fatura por e-mail" {...register('faturaEmail')} />
      <Controller
        control={control}
        name="telefone"
        render={({ field }) => (
          <MaskedField
            label="Telefone"
            mask={PHONE_INPUT_MASK}
            placeholder="(99) 9 9999-9999"
            inputMode="tel"
            autoComplete="tel-national"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.telefone?.message}
          />
        )}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setAsking('cancel')}>
          Cancelar
        </Button>
        <Button type="submit" disabled={!canSave}>
          Salvar
        </Button>
      </div>
      <ConfirmDialog open={asking === 'cancel'} {...DISCARD} onConfirm={leave} onCancel={() => setAsking(null)} />
      <ConfirmDialog
        open={asking === 'save'}
        title="Salvar alterações?"
        text="Seus dados cadastrais serão atualizados com as informações que você preencheu."
        confirmLabel="Confirmar"
        cancelLabel="Voltar"
        busy={saving}
        onConfirm={() => void save()}
        onCancel={() => setAsking(null)}
      />
    </form>
  );
}
