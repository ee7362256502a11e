import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { MaskedField, type MaskDefinition } from './MaskedField';
import { CPF_CNPJ_MASK, CONSUMER_CODE_MASK } from '~/lib/masks';

interface ControlledProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label?: string;
  hint?: string;
}

/**
 * A masked field bound to react-hook-form; the schema strips the formatting. Numeric keyboard
 * unless the field takes letters (`alphanumeric`: the CNPJ's first 12 characters).
 */
function ControlledNumericField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  mask,
  alphanumeric = false,
}: ControlledProps<T> & { label: string; mask: MaskDefinition; alphanumeric?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MaskedField
          label={label}
          hint={hint}
          mask={mask}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          inputMode={alphanumeric ? 'text' : 'numeric'}
          autoCapitalize={alphanumeric ? 'characters' : undefined}
          autoComplete="off"
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * CPF/CNPJ with the progressive mask (spec 04 §5): a CPF is digits only; a CNPJ may have
 * letters in its first 12 characters (alphanumeric CNPJ), shown upper-case.
 */
export function CpfCnpjInput<T extends FieldValues>({ label = 'CPF/CNPJ', ...props }: ControlledProps<T>) {
  return <ControlledNumericField {...props} label={label} mask={CPF_CNPJ_MASK} alphanumeric />;
}

/** Customer code: digits only, up to 12 (spec 04 §9) unless a screen masks it shorter. */
export function ConsumerCodeInput<T extends FieldValues>({
  label = 'Código do cliente',
  mask = CONSUMER_CODE_MASK,
  ...props
}: ControlledProps<T> & { mask?: string }) {
  return <ControlledNumericField {...props} label={label} mask={mask} />;
}
