/** Residência (spec 04 §4.4): house or flat, then, for a house outside a condominium, address and personal data. */
import { useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { CONNECTION_MESSAGES } from '@domain/connection/messages';
import { residentialAddressSchema, residentialPersonSchema } from '../schemas';
import { maskCpf } from '@domain/cpf-cnpj';
import { RadioGroup } from '~/components/ui/form/RadioGroup';
import { TextField } from '~/components/ui/form/TextField';
import { CPF_MASK, DATE_MASK } from '~/lib/masks';
import { AddressFields, ContactFields, MaskedInput } from '../fields';
import { applyFieldErrors, PageFrame, stringsOf, useFlowForm, type PartProps, type SendProps, options, pick } from '../form-kit';
import { afterResidential, PROPERTY_OPTIONS, stepOf, YES_NO_OPTIONS, type PropertyKind, type YesNo } from '../flow';
import styles from '../Contracting.module.css';

const M = CONNECTION_MESSAGES;

const residentialSchema = v.pipe(
  v.object({
    property: v.picklist(PROPERTY_OPTIONS, M.required),
    inCondominium: v.optional(v.string(), ''),
  }),
  v.forward(
    v.partialCheck(
      [['property'], ['inCondominium']],
      (i) => i.property === 'Apartamento' || i.inCondominium === 'Sim' || i.inCondominium === 'Não',
      M.required,
    ),
    ['inCondominium'],
  ),
);

/** First page of Residência: house or flat and, for a house, whether it is in a condominium. */
export function ResidentialPage({ values, onBack, onNext }: PartProps) {
  const form = useFlowForm(residentialSchema, { property: values.property as PropertyKind, inCondominium: values.inCondominium ?? '' });
  const property = useWatch({ control: form.control, name: 'property' });
  const errors = form.formState.errors;
  return (
    <PageFrame
      title="Sobre o seu imóvel"
      onBack={onBack}
      onSubmit={form.handleSubmit((out) =>
        onNext({
          property: out.property!,
          inCondominium: out.inCondominium ?? '',
          next: afterResidential(out.property!, (out.inCondominium || null) as YesNo | null),
        }),
      )}
    >
      <RadioGroup
        legend="Qual é o tipo do seu imóvel?"
        options={options(PROPERTY_OPTIONS)}
        error={errors.property?.message}
        {...form.register('property')}
      />
      {property === 'Casa' && (
        <RadioGroup
          legend="A sua casa fica em um condomínio?"
          options={options(YES_NO_OPTIONS)}
          error={errors.inCondominium?.message}
          {...form.register('inCondominium')}
        />
      )}
    </PageFrame>
  );
}

/** Residential address (street house), step 1 of 2. */
export function ResidentialAddressPage({ values, onBack, onNext }: PartProps) {
  const form = useFlowForm(residentialAddressSchema, pick(values, ['cep', 'address', 'number', 'complement']));
  return (
    <PageFrame
      title="Endereço da instalação"
      step={stepOf('residentialAddress')}
      onBack={onBack}
      onSubmit={form.handleSubmit((out) => onNext(stringsOf(out)))}
    >
      <AddressFields form={form} />
    </PageFrame>
  );
}

/** Residential personal data, step 2 of 2: sends a STREET_HOUSE request. */
export function ResidentialPersonPage({ document, values, onBack, send }: SendProps) {
  const form = useFlowForm(residentialPersonSchema, {
    ...pick(values, ['name', 'fullName', 'rg', 'birthDate', 'phone', 'email']),
    cpf: maskCpf(document),
  });
  const errors = form.formState.errors;
  return (
    <PageFrame
      title="Seus dados"
      step={stepOf('residentialPerson')}
      onBack={onBack}
      submitLabel="Enviar"
      submitting={form.formState.isSubmitting}
      onSubmit={form.handleSubmit(async (out) => {
        const { cpf, ...rest } = stringsOf(out);
        const address = pick(values, ['cep', 'address', 'number', 'complement']);
        const fieldErrors = await send({ ...address, ...rest, personType: 'PF', cpfCnpj: cpf! });
        applyFieldErrors(form, fieldErrors, Object.keys(out));
      })}
    >
      <ContactFields form={form} />
      <div className={styles.grid}>
        <TextField label="RG" error={errors.rg?.message} {...form.register('rg')} />
        <MaskedInput control={form.control} name="cpf" label="CPF" mask={CPF_MASK} readOnly />
        <MaskedInput
          control={form.control}
          name="birthDate"
          label="Data de nascimento"
          mask={DATE_MASK}
          autoComplete="bday"
          hint="dd/mm/aaaa"
        />
      </div>
      {errors.root?.message && <p role="alert">{errors.root.message}</p>}
    </PageFrame>
  );
}
