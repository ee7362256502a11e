import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { ADMIN_MESSAGES as M } from '@domain/administration/messages';
import type { GroupListItem, PlatformUserView } from '@domain/administration/types';
import { normalizeDocument } from '@domain/cpf-cnpj';
import { normalizeEmail } from '@domain/email';
import { ROLE_LABELS, STAFF_ROLES } from '@domain/roles';
import { Checkbox, CpfCnpjInput, TextField } from '~/components/ui/form';
import { SelectField } from '~/components/ui/form/SelectField';
import { UserFormModal as UserFormBase } from '~/components/ui/user';
import { ApiError } from '~/lib/api-client';
import { createUser, type UserBody } from '../api/create-user';
import { updateUser } from '../api/update-user';
import { userSchema, type UserValues } from '../schemas/user';
import styles from './Admin.module.css';

export interface UserFormModalProps {
  open: boolean;
  user: PlatformUserView | null;
  groups: readonly GroupListItem[];
  /** Only the admin master may make another admin master. */
  isMaster: boolean;
  /**
   * A peer of equal or higher rank (domain/roles.ts `outranks`): its e-mail, profile, access type
   * and access stay as they are (the server refuses them); its name and document may be corrected.
   */
  locked?: boolean;
  /** The access type a new user starts with (the profile list's type); attendant otherwise. */
  initialRole?: PlatformUserView['role'] | undefined;
  onClose: (saved: boolean) => void;
}

/** The server's fields a refusal may mark on this form. */
const SERVER_FIELDS = ['name', 'email', 'cpfCnpj', 'profile', 'role', 'enabled'] as const;

/** A refused new user: the CPF/CNPJ's message first, else the fields', else the refusal of a 403, else 'Erro inesperado.'. */
function createFailure(fields: Record<string, string>, error: unknown): string[] {
  const messages = fields.cpfCnpj ? [fields.cpfCnpj] : Object.values(fields);
  const refused = error instanceof ApiError && error.status === 403 ? error.serverMessage : undefined;
  return messages.length ? messages : [refused ?? M.unexpected];
}

/** Create or edit a platform user (spec 02 §2.2, §5, §8). */
export function UserFormModal({ open, user, groups, isMaster, locked = false, initialRole, onClose }: UserFormModalProps) {
  const form = useForm<UserValues>({
    resolver: valibotResolver(userSchema),
    mode: 'onChange',
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      cpfCnpj: user?.cpfCnpj ?? '',
      profile: user?.profileId ? String(user.profileId) : '',
      role: user?.role ?? initialRole ?? 'attendant-only',
      enabled: user?.enabled ?? true,
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const roles = STAFF_ROLES.filter((r) => isMaster || r !== 'admin-master');

  const send = async (values: UserValues): Promise<string | null> => {
    const body: UserBody = {
      name: values.name.trim(),
      email: normalizeEmail(values.email),
      cpfCnpj: normalizeDocument(values.cpfCnpj),
      profile: Number(values.profile),
      type: 'INDIVIDUAL',
      role: values.role,
      ...(user ? { enabled: values.enabled } : {}),
    };
    if (user && locked)
      Object.assign(body, { email: user.email, profile: user.profileId ?? body.profile, role: user.role, enabled: user.enabled });
    if (
      user &&
      body.name === user.name &&
      body.email === user.email &&
      body.cpfCnpj === user.cpfCnpj &&
      body.profile === user.profileId &&
      body.role === user.role &&
      body.enabled === user.enabled
    )
      return null;
    if (user) {
      // The server's message: a new e-mail waits for the new address to confirm it.
      const answer = await updateUser(user.id, body);
      return answer.message || M.changesSaved;
    }
    await createUser(body);
    return M.userAdded;
  };

  return (
    <UserFormBase
      open={open}
      editing={user !== null}
      form={form}
      send={send}
      serverFields={SERVER_FIELDS}
      createFailure={createFailure}
      onClose={onClose}
    >
      {locked && (
        <p className={styles.note} data-testid="peer-locked">
          {M.peerRank}
        </p>
      )}
      <TextField label="Nome completo" autoComplete="off" {...register('name')} error={errors.name?.message} />
      <TextField label="E-mail" type="email" autoComplete="off" {...register('email')} error={errors.email?.message} readOnly={locked} />
      <CpfCnpjInput control={control} name="cpfCnpj" />
      <SelectField
        label="Perfil"
        options={groups.map((g) => ({ value: String(g.id), label: g.name }))}
        {...register('profile')}
        error={errors.profile?.message}
        disabled={locked}
      />
      <SelectField
        label="Tipo de acesso"
        options={roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
        {...register('role')}
        error={errors.role?.message}
        disabled={locked}
      />
      {user && user.situation !== 'PENDING' && <Checkbox label="Acesso ativo" {...register('enabled')} disabled={locked} />}
    </UserFormBase>
  );
}
