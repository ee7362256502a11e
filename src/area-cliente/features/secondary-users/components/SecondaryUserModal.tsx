import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { ADMIN_MESSAGES as M } from '@domain/administration/messages';
import type { SecondaryUserContract, SecondaryUserView } from '@domain/administration/types';
import { normalizeDocument } from '@domain/cpf-cnpj';
import { normalizeEmail } from '@domain/email';
import { Button } from '~/components/ui/Button';
import { Checkbox, CpfCnpjInput, TextField } from '~/components/ui/form';
import { FailureModal, Modal } from '~/components/ui/modal';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { fieldErrors } from '~/lib/api-call';
import { createSecondaryUser, type SecondaryUserBody } from '../api/create-secondary-user';
import { updateSecondaryUser } from '../api/update-secondary-user';
import { secondaryUserSchema, type SecondaryUserValues } from '../schemas/secondary-user';
import styles from './SecondaryUsers.module.css';

export interface SecondaryUserModalProps {
  user: SecondaryUserView | null;
  ownerContracts: readonly SecondaryUserContract[];
  onClose: (saved: boolean) => void;
}

/** Add or edit a secondary user (spec 02 §2.3, §5, §8). */
export function SecondaryUserModal({ user, ownerContracts, onClose }: SecondaryUserModalProps) {
  const [failure, setFailure] = useState<string[] | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SecondaryUserValues>({
    resolver: valibotResolver(secondaryUserSchema),
    mode: 'onChange',
    defaultValues: {
      name: user?.name ?? '',
      cpfCnpj: user?.cpfCnpj ?? '',
      email: user?.email ?? '',
      contracts: user?.contracts.map((c) => c.id) ?? [],
    },
  });

  const save = async (values: SecondaryUserValues) => {
    const body: SecondaryUserBody = {
      name: values.name.trim(),
      cpfCnpj: normalizeDocument(values.cpfCnpj),
      email: normalizeEmail(values.email),
      contracts: values.contracts,
    };
    if (
      user &&
      body.name === user.name &&
      body.cpfCnpj === user.cpfCnpj &&
      body.email === user.email &&
      [...body.contracts].sort().join() ===
        user.contracts
          .map((c) => c.id)
          .sort()
          .join()
    ) {
      toast.info(M.noChanges);
      return;
    }
    try {
      if (user) {
        await updateSecondaryUser(user.id, body);
        toast.success(M.changesSaved);
      } else {
        await createSecondaryUser(body);
        toast.success(M.userAdded);
      }
      onClose(true);
    } catch (error) {
      const fields = fieldErrors(error);
      for (const [name, message] of Object.entries(fields))
        if (name === 'name' || name === 'email' || name === 'cpfCnpj') setError(name, { type: 'server', message });
      if (user) toast.error(Object.values(fields).join(' ') || (error instanceof ApiError && error.serverMessage) || M.changesNotSaved);
      else {
        toast.error(M.changesNotSaved);
        const messages = Object.values(fields);
        setFailure(messages.length ? messages : [(error instanceof ApiError && error.serverMessage) || M.unexpected]);
      }
    }
  };

  const duplicate = errors.email?.type === 'server' || errors.cpfCnpj?.type === 'server';
  return (
    <Modal open title={user ? 'Editar usuário' : 'Novo usuário'} onClose={() => onClose(false)} size="medium">
      <form onSubmit={handleSubmit(save)} noValidate className={styles.form}>
        <TextField label="Nome completo" autoComplete="off" {...register('name')} error={errors.name?.message} />
        <CpfCnpjInput control={control} name="cpfCnpj" />
        <TextField label="E-mail" type="email" autoComplete="off" {...register('email')} error={errors.email?.message} />
        {ownerContracts.length > 0 && (
          <Controller
            control={control}
            name="contracts"
            render={({ field }) => (
              <fieldset className={styles.contracts}>
                <legend>Contratos que o usuário pode acessar</legend>
                {ownerContracts.map((c) => (
                  <Checkbox
                    key={c.id}
                    label={`${c.consumerCode} — ${c.address}`}
                    checked={field.value.includes(c.id)}
                    onChange={(e) => field.onChange(e.target.checked ? [...field.value, c.id] : field.value.filter((v) => v !== c.id))}
                  />
                ))}
              </fieldset>
            )}
          />
        )}
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => onClose(false)}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={duplicate}>
            Salvar
          </Button>
        </div>
      </form>
      <FailureModal failure={failure} title={M.userNotSaved} onClose={() => setFailure(null)} />
    </Modal>
  );
}
