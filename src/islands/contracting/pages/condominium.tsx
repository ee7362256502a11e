/** Condomínio (spec 04 §4.4): selection by city, not-found form with its contact, and the individual-unit form with the uploads. */
import { useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { DUE_DAYS, FILE_ACCEPT, PERSON_TYPE_LABELS, UPLOAD_LIMITS, WHO_OPTIONS } from '@domain/connection/constants';
import { CONNECTION_MESSAGES } from '@domain/connection/messages';
import { condominiumContactSchema, condominiumFormSchema, condominiumSelectionSchema, individualCondominiumSchema } from '../schemas';
import { maskCpf } from '@domain/cpf-cnpj';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/modal';
import { FileDropField } from '~/components/ui/form/FileDropField';
import { RadioGroup } from '~/components/ui/form/RadioGroup';
import { SelectField } from '~/components/ui/form/SelectField';
import { TextField } from '~/components/ui/form/TextField';
import { CNPJ_MASK, CPF_MASK, DATE_MASK } from '~/lib/masks';
import { useCities } from '../api/list-cities';
import { useLocations } from '../api/list-locations';
import { SUBMIT_MESSAGES } from '../model/submit-errors';
import { AddressFields, ContactFields, MaskedInput } from '../fields';
import { applyFieldErrors, PageFrame, stringsOf, useFlowForm, type PartProps, type SendProps, options, pick } from '../form-kit';
import { afterCondominium, stepOf } from '../flow';
import styles from '../Contracting.module.css';

/**
 * Who is asking for the gas (spec 04 §4.4, §5): Administradora, Síndico or Morador. 'Morador'
 * opens the modal telling a resident to talk to the síndico, and the answer is cleared.
 */
function WhoField({ form }: { form: UseFormReturn<{ who: string }> }) {
  const [resident, setResident] = useState(false);
  const close = () => {
    setResident(false);
    form.setValue('who', '', { shouldValidate: false });
  };
  return (
    <>
      <RadioGroup
        legend="Quem está pedindo o gás natural?"
        options={options(WHO_OPTIONS)}
        error={form.formState.errors.who?.message}
        {...form.register('who', { onChange: (e: React.ChangeEvent<HTMLInputElement>) => setResident(e.target.value === 'Morador') })}
      />
      <Modal
        open={resident}
        title="Fale com o síndico do seu condomínio"
        onClose={close}
        actions={<Button onClick={close}>Entendi</Button>}
      >
        <p>
          O pedido de gás natural para o condomínio é feito pelo síndico ou pela administradora. Converse com o síndico do seu condomínio
          para que ele entre em contato com a Necta.
        </p>
      </Modal>
    </>
  );
}

/** Condominium form: who asks, the city and the condominium from the lists, and the unit (complement). */
export function CondominiumPage({ values, onBack, onNext, onNotFound }: PartProps & { onNotFound: () => void }) {
  const form = useFlowForm(condominiumSelectionSchema, pick(values, ['who', 'cityName', 'locationId', 'complement']));
  const errors = form.formState.errors;
  const cityName = useWatch({ control: form.control, name: 'cityName' });
  const locationId = useWatch({ control: form.control, name: 'locationId' });
  const { data: cities, error: citiesError } = useCities();
  const { data: cityLocations, error: locationsError } = useLocations(cityName ? String(cityName) : '');
  const locations = cityLocations ?? [];
  const loadError = Boolean(citiesError || locationsError);

  const chosen = locations.find((l) => String(l.id) === locationId);
  const collective = chosen ? afterCondominium(chosen.type) === 'collective' : false;

  return (
    <PageFrame
      title="Qual é o seu condomínio?"
      description={<p>Escolha a cidade e o condomínio onde você mora.</p>}
      onBack={onBack}
      onSubmit={form.handleSubmit((out) => {
        const location = locations.find((l) => String(l.id) === out.locationId);
        if (!location || afterCondominium(location.type) === 'collective') return;
        onNext({
          ...stringsOf(out),
          locationName: location.name,
          address: location.address,
          number: location.number ?? '',
          cep: location.cep ?? '',
        });
      })}
      extra={
        <Button variant="link" onClick={onNotFound}>
          Não encontrei meu condomínio
        </Button>
      }
    >
      {loadError && <p role="alert">Não foi possível carregar a lista de condomínios. Tente novamente.</p>}
      <WhoField form={form as unknown as UseFormReturn<{ who: string }>} />
      <SelectField
        label="Cidade"
        options={(cities ?? []).map((c) => ({ value: c.name, label: c.name }))}
        error={errors.cityName?.message}
        {...form.register('cityName', { onChange: () => form.setValue('locationId', '') })}
      />
      <SelectField
        label="Condomínio"
        disabled={!cityName}
        options={locations.map((l) => ({ value: String(l.id), label: l.name }))}
        error={errors.locationId?.message}
        {...form.register('locationId')}
      />
      {chosen && (
        <p className={styles.note}>
          {chosen.address}, {chosen.number}
        </p>
      )}
      {collective ? (
        <div role="status" className={styles.notice}>
          <p>
            <strong>O seu condomínio já tem gás natural instalado.</strong>
          </p>
          <p>
            O fornecimento do prédio é coletivo: para usar o gás no seu apartamento, fale com o síndico ou com a administradora do
            condomínio.
          </p>
        </div>
      ) : (
        <TextField
          label="Complemento (apartamento, bloco)"
          autoComplete="address-line2"
          error={errors.complement?.message}
          {...form.register('complement')}
        />
      )}
    </PageFrame>
  );
}

/** Condominium not found, step 1 of 2: who asks, the condominium's name and address. */
export function CondominiumNotFoundAddressPage({ values, onBack, onNext }: PartProps) {
  const form = useFlowForm(condominiumFormSchema, pick(values, ['who', 'locationName', 'cep', 'address', 'number', 'complement']));
  const errors = form.formState.errors;
  return (
    <PageFrame
      title="Dados do condomínio"
      step={stepOf('condominiumNotFoundAddress')}
      onBack={onBack}
      onSubmit={form.handleSubmit((out) => onNext(stringsOf(out)))}
    >
      <WhoField form={form as unknown as UseFormReturn<{ who: string }>} />
      <TextField label="Nome do condomínio" error={errors.locationName?.message} {...form.register('locationName')} />
      <AddressFields form={form} />
    </PageFrame>
  );
}

/** Condominium not found, step 2 of 2: the contact (person or company); sends STREET_HOUSE. */
export function CondominiumNotFoundContactPage({ values, onBack, send }: SendProps) {
  const form = useFlowForm(condominiumContactSchema, {
    ...pick(values, ['name', 'fullName', 'phone', 'email', 'cpfCnpj', 'birthDate']),
    personType: (values.personType as 'PF' | 'PJ') ?? 'PF',
  });
  const errors = form.formState.errors;
  const personType = useWatch({ control: form.control, name: 'personType' });
  return (
    <PageFrame
      title="Dados para contato"
      step={stepOf('condominiumNotFoundContact')}
      onBack={onBack}
      submitLabel="Enviar"
      submitting={form.formState.isSubmitting}
      onSubmit={form.handleSubmit(async (out) => {
        const address = pick(values, ['who', 'locationName', 'cep', 'address', 'number', 'complement']);
        const fieldErrors = await send({ ...address, ...stringsOf(out) });
        applyFieldErrors(form, fieldErrors, Object.keys(out));
      })}
    >
      <ContactFields form={form} />
      <RadioGroup
        legend="Tipo de pessoa"
        options={[
          { value: 'PF', label: PERSON_TYPE_LABELS.PF },
          { value: 'PJ', label: PERSON_TYPE_LABELS.PJ },
        ]}
        error={errors.personType?.message}
        {...form.register('personType', { onChange: () => form.setValue('cpfCnpj', '') })}
      />
      <div className={styles.grid}>
        <MaskedInput
          key={String(personType)}
          control={form.control}
          name="cpfCnpj"
          label={personType === 'PJ' ? 'CNPJ' : 'CPF'}
          mask={personType === 'PJ' ? CNPJ_MASK : CPF_MASK}
        />
        {personType !== 'PJ' && (
          <MaskedInput control={form.control} name="birthDate" label="Data de nascimento (opcional)" mask={DATE_MASK} hint="dd/mm/aaaa" />
        )}
      </div>
    </PageFrame>
  );
}

/** The selfie is a photo: JPEG or PNG only (the server checks the same by content). */
const DOCUMENT_ACCEPT = FILE_ACCEPT;
const SELFIE_ACCEPT = { 'image/jpeg': FILE_ACCEPT['image/jpeg'], 'image/png': FILE_ACCEPT['image/png'] };
const UPLOAD_MESSAGES = { invalidType: SUBMIT_MESSAGES.extension, tooLarge: CONNECTION_MESSAGES.fileTooLarge };

/** The unit in a condominium with individual gas: identity, invoice and the upload; sends INDIVIDUAL_RESIDENTIAL. */
export function IndividualCondominiumPage({ document, values, onBack, send }: SendProps) {
  const form = useFlowForm(individualCondominiumSchema, {
    ...pick(values, ['name', 'fullName', 'phone', 'email', 'rg', 'birthDate', 'dueDate', 'invoiceEmail']),
    cpf: maskCpf(document),
    files: [],
    selfie: [],
  });
  const errors = form.formState.errors;
  const fileField = (name: 'files' | 'selfie', label: string, hint: string, accept: Record<string, readonly string[]>) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FileDropField
          label={label}
          hint={hint}
          name={name}
          value={(field.value as File[] | undefined) ?? []}
          onChange={(files) => field.onChange(files)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          accept={accept}
          maxSize={UPLOAD_LIMITS.maxFileBytes}
          messages={UPLOAD_MESSAGES}
        />
      )}
    />
  );
  return (
    <PageFrame
      title="Seus dados para a ligação"
      description={
        <p>
          {values.locationName}, {values.complement} — {values.cityName}
        </p>
      }
      onBack={onBack}
      submitLabel="Enviar"
      submitting={form.formState.isSubmitting}
      onSubmit={form.handleSubmit(async (out) => {
        const location = pick(values, ['who', 'cityName', 'locationName', 'cep', 'address', 'number', 'complement']);
        const { files, selfie, ...rest } = out;
        const fieldErrors = await send({ ...location, ...stringsOf(rest) }, { files: files as File[], selfie: selfie as File[] });
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
        <SelectField
          label="Dia de vencimento da fatura"
          options={options(DUE_DAYS)}
          error={errors.dueDate?.message}
          {...form.register('dueDate')}
        />
        <TextField
          label="E-mail para receber a fatura (opcional)"
          type="email"
          autoComplete="email"
          error={errors.invoiceEmail?.message}
          {...form.register('invoiceEmail')}
        />
      </div>
      {fileField(
        'files',
        'Documento de identidade',
        'Frente e verso do RG ou da CNH: 1 ou 2 arquivos PDF, JPG ou PNG de até 5 MB.',
        DOCUMENT_ACCEPT,
      )}
      {fileField(
        'selfie',
        'Selfie com o documento',
        'Uma foto sua segurando o documento: 1 arquivo JPG ou PNG de até 5 MB.',
        SELFIE_ACCEPT,
      )}
    </PageFrame>
  );
}
