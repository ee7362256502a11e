import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { MaskedField } from './MaskedField';
import { CPF_CNPJ_MASK, CONSUMER_CODE_MASK } from '../../lib/masks';

interface ControlledProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label?: string;
  hint?: string;
}

/** CPF/CNPJ with the progressive mask (spec 04 §5); the schema strips the formatting. */
export function CpfCnpjInput<T extends FieldValues>({ control, name, label = 'CPF/CNPJ', hint }: ControlledProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MaskedField
          label={label}
          hint={hint}
          mask={CPF_CNPJ_MASK}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          inputMode="numeric"
          autoComplete="off"
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Customer code: digits only, up to 12 (spec 04 §9). */
export function ConsumerCodeInput<T extends FieldValues>({ control, name, label = 'Código do cliente', hint }: ControlledProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MaskedField
          label={label}
          hint={hint}
          mask={CONSUMER_CODE_MASK}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          inputMode="numeric"
          autoComplete="off"
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
