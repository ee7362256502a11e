import { useState, type ReactNode } from 'react';
import { useFormState, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { ADMIN_MESSAGES as M } from '@domain/administration/messages';
import { ApiError } from '~/lib/api-client';
import { fieldErrors } from '~/lib/api-call';
import { Button } from '../Button';
import { FailureModal, Modal } from '../modal';
import { toast } from '../toast';
import styles from './UserFormModal.module.css';

/** The fields every user form has (spec 02 §5 "User and secondary-user form"). */
export interface UserIdentityValues {
  name: string;
  email: string;
  cpfCnpj: string;
}

export interface UserFormModalProps<V extends UserIdentityValues & FieldValues> {
  /** Default: open (the screen mounts the modal only while it is shown). */
  open?: boolean;
  /** Editing a user, or adding one: the title, and how a refusal is told. */
  editing: boolean;
  form: UseFormReturn<V>;
  /** Sends the form: the message of the success toast, or null when nothing changed (nothing was sent). */
  send: (values: V) => Promise<string | null>;
  /** The fields a refusal's `details.fields` marks on the form. */
  serverFields: readonly Path<V>[];
  /** The messages of a refused new user; default: the fields' messages, else the server's, else 'Erro inesperado.'. */
  createFailure?: (fields: Record<string, string>, error: unknown) => string[];
  onClose: (saved: boolean) => void;
  /** The form's fields. */
  children: ReactNode;
}

function defaultCreateFailure(fields: Record<string, string>, error: unknown): string[] {
  const messages = Object.values(fields);
  return messages.length ? messages : [(error instanceof ApiError && error.serverMessage) || M.unexpected];
}

/**
 * Add or edit a user (spec 02 §2.2, §2.3, §5, §8): the modal 'Novo usuário' / 'Editar usuário'
 * around the feature's fields, 'Cancelar' and 'Salvar' — disabled while the server says the
 * e-mail or the CPF/CNPJ is taken. Nothing changed: 'Nenhuma alteração foi realizada.' and nothing
 * is sent. A refused edit is a toast with the server's messages; a refused new user a toast and the
 * 'Cadastro não salvo' modal with them.
 */
export function UserFormModal<V extends UserIdentityValues & FieldValues>({
  open = true,
  editing,
  form,
  send,
  serverFields,
  createFailure = defaultCreateFailure,
  onClose,
  children,
}: UserFormModalProps<V>) {
  const [failure, setFailure] = useState<string[] | null>(null);
  const { errors, isSubmitting } = useFormState({ control: form.control });
  const identityErrors = errors as Partial<Record<keyof UserIdentityValues, { type?: unknown }>>;
  const taken = identityErrors.email?.type === 'server' || identityErrors.cpfCnpj?.type === 'server';

  const save = async (values: V) => {
    try {
      const message = await send(values);
      if (message === null) {
        toast.info(M.noChanges);
        return;
      }
      toast.success(message);
      onClose(true);
    } catch (error) {
      const fields = fieldErrors(error);
      for (const [name, message] of Object.entries(fields))
        if ((serverFields as readonly string[]).includes(name)) form.setError(name as Path<V>, { type: 'server', message });
      if (editing) {
        toast.error(Object.values(fields).join(' ') || (error instanceof ApiError && error.serverMessage) || M.changesNotSaved);
      } else {
        toast.error(M.changesNotSaved);
        setFailure(createFailure(fields, error));
      }
    }
  };

  return (
    <Modal open={open} title={editing ? 'Editar usuário' : 'Novo usuário'} onClose={() => onClose(false)} size="medium">
      <form onSubmit={form.handleSubmit(save)} noValidate className={styles.form}>
        {children}
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => onClose(false)}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={taken}>
            Salvar
          </Button>
        </div>
      </form>
      <FailureModal failure={failure} title={M.userNotSaved} onClose={() => setFailure(null)} />
    </Modal>
  );
}
