import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { ADMIN_MESSAGES as M } from '@domain/administration/messages';
import type { SecondaryUserContract, SecondaryUserView } from '@domain/administration/types';
import { normalizeDocument } from '@domain/cpf-cnpj';
import { normalizeEmail } from '@domain/email';
import { Checkbox, CpfCnpjInput, TextField } from '~/components/ui/form';
import { UserFormModal } from '~/components/ui/user';
import { createSecondaryUser, type SecondaryUserBody } from '../api/create-secondary-user';
import { updateSecondaryUser } from '../api/update-secondary-user';
import { secondaryUserSchema, type SecondaryUserValues } from '../schemas/secondary-user';
import styles from './SecondaryUsers.module.css';

export interface SecondaryUserModalProps {
  user: SecondaryUserView | null;
  ownerContracts: readonly SecondaryUserContract[];
  onClose: (saved: boolean) => void;
}

/** The server's fields a refusal may mark on this form. */
const SERVER_FIELDS = ['name', 'email', 'cpfCnpj'] as const;

/** Add or edit a secondary user (spec 02 §2.3, §5, §8). */
export function SecondaryUserModal({ user, ownerContracts, onClose }: SecondaryUserModalProps) {
  const form = useForm<SecondaryUserValues>({
    resolver: valibotResolver(secondaryUserSchema),
    mode: 'onChange',
    defaultValues: {
      name: user?.name ?? '',
      cpfCnpj: user?.cpfCnpj ?? '',
      email: user?.email ?? '',
      contracts: user?.contracts.map((c) => c.id) ?? [],
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const send = async (values: SecondaryUserValues): Promise<string | null> => {
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
    )
      return null;
    if (user) {
      await updateSecondaryUser(user.id, body);
      return M.changesSaved;
    }
    await createSecondaryUser(body);
    return M.userAdded;
  };

  return (
    <UserFormModal editing={user !== null} form={form} send={send} serverFields={SERVER_FIELDS} onClose={onClose}>
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
    </UserFormModal>
  );
}
