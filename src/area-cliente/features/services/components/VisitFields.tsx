import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PHONE_MAX_LENGTH } from '@domain/service/constants';
import type { CalendarEntry } from '@domain/service/types';
import { MaskedField } from '~/components/ui/form';
import { PHONE_MASK } from '~/lib/masks';
import { DateField } from './DateField';
import { PeriodField } from './PeriodField';

/** The fields every visit form has (reconnection, suspension). */
export interface VisitValues extends FieldValues {
  date: string;
  period: string;
  phone: string;
}

export interface VisitFieldsProps<T extends VisitValues> {
  control: Control<T>;
  /** The server's calendar: the dates offered are those with a vacancy. */
  calendar: CalendarEntry[];
  dateLabel: string;
  /** A new date clears the period (its vacancies are another day's). */
  onDateChosen: () => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Date, period and contact phone of a visit (spec 02 §2.4 and §5): the calendar offers only the
 * dates with a vacancy, the periods those of the chosen date, the phone the mobile mask.
 */
export function VisitFields<T extends VisitValues>({ control, calendar, dateLabel, onDateChosen }: VisitFieldsProps<T>) {
  const offered = new Set(calendar.filter((e) => e.totalVacancies > 0).map((e) => e.date));
  const name = (field: keyof VisitValues) => field as Path<T>;
  const date = useWatch({ control, name: name('date') }) as string;
  const periods = calendar.find((e) => e.date === date)?.period ?? [];
  return (
    <>
      <Controller
        control={control}
        name={name('date')}
        render={({ field, fieldState }) => (
          <DateField
            label={dateLabel}
            value={field.value}
            onChange={(iso) => {
              field.onChange(iso);
              onDateChosen();
            }}
            isAllowed={(iso) => offered.has(iso)}
            from={calendar[0]?.date ?? today()}
            to={calendar[calendar.length - 1]?.date ?? today()}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name={name('period')}
        render={({ field, fieldState }) => (
          <PeriodField value={field.value} onChange={field.onChange} available={periods} error={fieldState.error?.message} />
        )}
      />
      <Controller
        control={control}
        name={name('phone')}
        render={({ field, fieldState }) => (
          <MaskedField
            label="Telefone para contato"
            mask={PHONE_MASK}
            placeholder="(99) 9 9999-9999"
            inputMode="tel"
            autoComplete="tel-national"
            name={field.name}
            value={field.value}
            onChange={(masked) => field.onChange(masked.slice(0, PHONE_MAX_LENGTH))}
            onBlur={field.onBlur}
            error={fieldState.isDirty || fieldState.isTouched ? fieldState.error?.message : undefined}
          />
        )}
      />
    </>
  );
}
