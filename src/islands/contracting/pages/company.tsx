/** Comércio, Indústria (segmentPage) and GNV (spec 04 §4.4): the company forms and the GNV use. */
import { useState } from 'react';
import * as v from 'valibot';
import { AVERAGE_CONSUMPTION_OPTIONS, gnvOptionsFor, type GnvOption } from '@domain/connection/constants';
import { CONNECTION_MESSAGES } from '@domain/connection/messages';
import { businessFormSchema, vehicleCompanyFormSchema } from '../schemas';
import { maskCnpj } from '@domain/cpf-cnpj';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/modal';
import { RadioGroup } from '~/components/ui/form/RadioGroup';
import { SelectField } from '~/components/ui/form/SelectField';
import { TextField } from '~/components/ui/form/TextField';
import { AddressFields, CompanyFields, ContactFields } from '../fields';
import { applyFieldErrors, PageFrame, stringsOf, useFlowForm, type PartProps, type SendProps, options, pick } from '../form-kit';
import { afterGnv } from '../flow';

const M = CONNECTION_MESSAGES;

/** Business and industry form (segmentPage): sends BUSINESS. */
export function SegmentPage({ document, values, onBack, send, segmentHint }: SendProps & { segmentHint: string }) {
  const form = useFlowForm(businessFormSchema, {
    ...pick(values, [
      'socialReason',
      'segment',
      'cep',
      'address',
      'number',
      'complement',
      'name',
      'fullName',
      'phone',
      'email',
      'averageConsumption',
    ]),
    cnpj: maskCnpj(document),
  });
  const errors = form.formState.errors;
  return (
    <PageFrame
      title="Dados da empresa"
      onBack={onBack}
      submitLabel="Enviar"
      submitting={form.formState.isSubmitting}
      onSubmit={form.handleSubmit(async (out) => {
        const fieldErrors = await send(stringsOf(out));
        applyFieldErrors(form, fieldErrors, Object.keys(out));
      })}
    >
      <CompanyFields form={form}>
        <TextField label="Segmento" hint={segmentHint} error={errors.segment?.message} {...form.register('segment')} />
        <SelectField
          label="Consumo médio mensal"
          options={options(AVERAGE_CONSUMPTION_OPTIONS)}
          error={errors.averageConsumption?.message}
          {...form.register('averageConsumption')}
        />
      </CompanyFields>
      <AddressFields form={form} />
      <ContactFields form={form} />
    </PageFrame>
  );
}

/** GNV: the kind of use; 'Veículo leve' gets the conversion information, the rest the company form. */
export function GnvPage({ document, values, onBack, onNext }: PartProps) {
  const offered = gnvOptionsFor(document);
  const schema = v.object({ use: v.picklist(offered as GnvOption[], M.required) });
  const form = useFlowForm(schema, { use: (values.use as GnvOption) ?? undefined });
  const [info, setInfo] = useState(false);
  return (
    <PageFrame
      title="Como você vai usar o GNV?"
      onBack={onBack}
      onSubmit={form.handleSubmit((out) => {
        if (afterGnv(out.use) === 'conversionInfo') setInfo(true);
        else onNext({ use: out.use });
      })}
    >
      <RadioGroup legend="Tipo de uso" options={options(offered)} error={form.formState.errors.use?.message} {...form.register('use')} />
      <Modal
        open={info}
        title="Conversão de veículo leve para GNV"
        onClose={() => setInfo(false)}
        actions={<Button onClick={() => setInfo(false)}>Entendi</Button>}
      >
        <p>
          Para usar o gás natural veicular no seu carro, procure uma oficina convertedora credenciada pelo Inmetro. Ela instala o kit GNV e
          emite o certificado para a vistoria do veículo.
        </p>
        <p>Depois da conversão, é só abastecer em um dos postos com GNV da nossa área de concessão.</p>
      </Modal>
    </PageFrame>
  );
}

/** Fleet, filling station or public transport (CNPJ): sends AUTOMOBILE. */
export function VehicleCompanyPage({ document, values, onBack, send }: SendProps) {
  const form = useFlowForm(vehicleCompanyFormSchema, {
    ...pick(values, ['socialReason', 'cep', 'address', 'number', 'complement', 'name', 'fullName', 'phone', 'email']),
    cnpj: maskCnpj(document),
  });
  return (
    <PageFrame
      title="Dados da empresa"
      description={<p>{values.use}</p>}
      onBack={onBack}
      submitLabel="Enviar"
      submitting={form.formState.isSubmitting}
      onSubmit={form.handleSubmit(async (out) => {
        const fieldErrors = await send(stringsOf(out));
        applyFieldErrors(form, fieldErrors, Object.keys(out));
      })}
    >
      <CompanyFields form={form} />
      <AddressFields form={form} />
      <ContactFields form={form} />
    </PageFrame>
  );
}
