/** Field groups the contracting pages share: masked inputs, the address with its CEP lookup, the contact. */
import { useRef, useState, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { MaskedField } from '~/components/ui/form/MaskedField';
import { TextField } from '~/components/ui/form/TextField';
import { CEP_MASK, CNPJ_MASK, PHONE_MASK, type MaskDefinition } from '~/lib/masks';
import { lookupCep } from './api/lookup-cep';
import styles from './Contracting.module.css';

interface MaskedInputProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  mask: MaskDefinition;
  hint?: string;
  readOnly?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'tel' | 'email';
  onValue?: (masked: string) => void;
}

/** A MaskedField bound to react-hook-form; the schema strips the formatting. */
export function MaskedInput<T extends FieldValues>({ control, name, onValue, inputMode = 'numeric', ...props }: MaskedInputProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MaskedField
          {...props}
          inputMode={inputMode}
          name={field.name}
          value={field.value ?? ''}
          onChange={(masked) => {
            field.onChange(masked);
            onValue?.(masked);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export interface AddressValues {
  cep: string;
  address: string;
  number: string;
  complement: string;
}

/** The lookup's note when the CEP service gave no answer (contract: 503). */
export const CEP_UNAVAILABLE = 'Não foi possível consultar o CEP. Preencha o endereço.';

/**
 * CEP, address, number and complement. A complete CEP is looked up (spec 04 §7): the address is
 * filled in; a CEP the service does not know gives 'CEP inválido'; without an answer the person
 * types the address (the flow never stops on the lookup).
 */
/** `form`: any form whose fields include the address. */
export function AddressFields({ form, complementRequired = false }: { form: UseFormReturn<any, any, any>; complementRequired?: boolean }) {
  const f = form as unknown as UseFormReturn<AddressValues>;
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const asked = useRef('');
  const lookup = async (masked: string) => {
    const digits = masked.replace(/\D/g, '');
    if (digits.length !== 8 || asked.current === digits) return;
    asked.current = digits;
    setBusy(true);
    setNote(null);
    const result = await lookupCep(digits);
    setBusy(false);
    if (asked.current !== digits) return;
    if (result.kind === 'found') {
      const { logradouro, bairro, localidade, uf } = result.address;
      f.setValue('address', [logradouro, bairro].filter(Boolean).join(' - '), { shouldValidate: true });
      f.clearErrors('cep');
      setNote([localidade, uf].filter(Boolean).join('/') || null);
    } else if (result.kind === 'invalid') {
      f.setError('cep', { message: 'CEP inválido' });
    } else {
      setNote(CEP_UNAVAILABLE);
    }
  };
  const errors = f.formState.errors;
  return (
    <div className={styles.grid}>
      <MaskedInput control={f.control} name="cep" label="CEP" mask={CEP_MASK} autoComplete="postal-code" onValue={lookup} />
      <p className={styles.note} role="status" aria-live="polite">
        {busy ? 'Consultando o CEP…' : note}
      </p>
      <TextField
        label="Endereço"
        autoComplete="address-line1"
        error={errors.address?.message}
        {...f.register('address')}
        className={styles.wide}
      />
      <TextField label="Número" inputMode="numeric" error={errors.number?.message} {...f.register('number')} />
      <TextField
        label={complementRequired ? 'Complemento' : 'Complemento (opcional)'}
        autoComplete="address-line2"
        error={errors.complement?.message}
        {...f.register('complement')}
      />
    </div>
  );
}

export interface ContactValues {
  name: string;
  fullName: string;
  phone: string;
  email: string;
}

/** First name, full name, phone and e-mail. */
/** `form`: any form whose fields include the contact. */
export function ContactFields({ form }: { form: UseFormReturn<any, any, any> }) {
  const f = form as unknown as UseFormReturn<ContactValues>;
  const errors = f.formState.errors;
  return (
    <div className={styles.grid}>
      <TextField label="Nome" autoComplete="given-name" error={errors.name?.message} {...f.register('name')} />
      <TextField label="Nome completo" autoComplete="name" error={errors.fullName?.message} {...f.register('fullName')} />
      <MaskedInput control={f.control} name="phone" label="Telefone" mask={PHONE_MASK} inputMode="tel" autoComplete="tel-national" />
      <TextField label="E-mail" type="email" autoComplete="email" error={errors.email?.message} {...f.register('email')} />
    </div>
  );
}

interface CompanyValues {
  socialReason: string;
  cnpj: string;
}

/** Razão social and the CNPJ typed in the document modal (read-only), as the business and vehicle forms ask. */
export function CompanyFields({ form, children }: { form: UseFormReturn<any, any, any>; children?: ReactNode }) {
  const f = form as unknown as UseFormReturn<CompanyValues>;
  return (
    <div className={styles.grid}>
      <TextField
        label="Razão social"
        autoComplete="organization"
        error={f.formState.errors.socialReason?.message}
        {...f.register('socialReason')}
      />
      <MaskedInput control={f.control} name="cnpj" label="CNPJ" mask={CNPJ_MASK} readOnly />
      {children}
    </div>
  );
}
