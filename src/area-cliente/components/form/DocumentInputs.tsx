import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { MaskedField, type MaskDefinition } from './MaskedField';
import { CPF_CNPJ_MASK, CONSUMER_CODE_MASK } from '../../lib/masks';

interface ControlledProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label?: string;
  hint?: string;
}

/** A numeric masked field bound to react-hook-form; the schema strips the formatting. */
function ControlledNumericField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  mask,
}: ControlledProps<T> & { label: string; mask: MaskDefinition }) {
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
          inputMode="numeric"
          autoComplete="off"
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** CPF/CNPJ with the progressive mask (spec 04 §5). */
export function CpfCnpjInput<T extends FieldValues>({ label = 'CPF/CNPJ', ...props }: ControlledProps<T>) {
  return <ControlledNumericField {...props} label={label} mask={CPF_CNPJ_MASK} />;
}

/** Customer code: digits only, up to 12 (spec 04 §9) unless a screen masks it shorter. */
export function ConsumerCodeInput<T extends FieldValues>({
  label = 'Código do cliente',
  mask = CONSUMER_CODE_MASK,
  ...props
}: ControlledProps<T> & { mask?: string }) {
  return <ControlledNumericField {...props} label={label} mask={mask} />;
}
