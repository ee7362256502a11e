import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '~/components/ui/form';
import { blockPaste, lowercase } from './email-input';

export interface EmailPairFieldsProps {
  /** Label of the new e-mail field. */
  label: string;
  confirmLabel: string;
  email: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  emailError?: string | undefined;
  confirmationError?: string | undefined;
}

/** A new e-mail and its typed confirmation (spec 01 §5): lowercased as typed, pasting blocked. */
export function EmailPairFields({ label, confirmLabel, email, confirmation, emailError, confirmationError }: EmailPairFieldsProps) {
  return (
    <>
      <TextField
        label={label}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={emailError}
        {...email}
        onChange={(e) => {
          lowercase(e);
          return email.onChange(e);
        }}
      />
      <TextField
        label={confirmLabel}
        type="email"
        autoComplete="off"
        inputMode="email"
        hint="Digite o e-mail novamente; colar não é permitido."
        error={confirmationError}
        onPaste={blockPaste}
        onDrop={(e) => e.preventDefault()}
        {...confirmation}
        onChange={(e) => {
          lowercase(e);
          return confirmation.onChange(e);
        }}
      />
    </>
  );
}
