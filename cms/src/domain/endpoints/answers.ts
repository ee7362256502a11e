/**
 * Answer schemas of the endpoints whose 2xx JSON answer is documented exactly (valibot, strict:
 * a field added or dropped on either side is drift). Each mirrors the answer type both sides
 * already use (`../portal-types.ts`, `../profile-types.ts`, `../invoices/types.ts`) and a
 * compile-time check below keeps the two equal. The OpenAPI document shows them, and the API
 * tests check every 2xx JSON answer they receive against them (tests/api/contract-check.ts).
 */
import * as v from 'valibot';
import type {
  BarcodeDetailsView,
  InvoiceListAnswer,
  PixDetailsView,
  SimplifiedInvoiceDetailsView,
  SimplifiedInvoiceListView,
} from '../invoices/types';
import type { NotificationListView, NotificationView } from '../notifications/types';
import type { ContractView, MeView, MenuEntryView } from '../portal-types';
import type { LoginEmailCheckView, SapDataUpdateView, SapDataView } from '../profile-types';
import { PORTAL_ROLES } from '../roles';

const nullableString = v.nullable(v.string());
const situation = v.picklist(['ACTIVE', 'DEACTIVATE', 'PENDING']);

const contractView = v.strictObject({
  id: v.string(),
  sapName: nullableString,
  sapEmail: nullableString,
  portalPJ: v.boolean(),
  vigencia: nullableString,
  situation,
  consumerName: v.string(),
  consumerAddress: v.string(),
  consumerCode: v.string(),
  consumerCpfCnpj: v.string(),
  contractOwnerEmail: nullableString,
  qdc: v.nullable(v.number()),
  consumerId: nullableString,
  validity: nullableString,
  address: v.string(),
  city: nullableString,
  segment: nullableString,
});

const meView = v.strictObject({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  role: v.picklist(PORTAL_ROLES),
  roleLabel: v.string(),
  provider: v.string(),
  situation,
  active: v.boolean(),
  emailVerified: v.boolean(),
  cpfCnpj: nullableString,
  consumerCode: nullableString,
  phone: nullableString,
  invoiceByEmail: v.boolean(),
  notificationAccess: v.boolean(),
  avatar: nullableString,
  isAccountOwner: v.boolean(),
  permissions: v.array(v.string()),
  contracts: v.array(contractView),
  selectedContract: v.nullable(contractView),
  attendantSession: v.nullable(v.strictObject({ contract: contractView, startedAt: nullableString })),
});

const menuEntry = v.strictObject({ slug: v.string(), screen: v.string(), label: v.string() });

const dayMonthYear = v.pipe(v.string(), v.regex(/^\d{2}\/\d{2}\/\d{4}$/));

const invoiceView = v.strictObject({
  numDoc: v.string(),
  docDate: dayMonthYear,
  status: v.picklist(['PAYED', 'PENDING', 'TO_EXPIRE', 'NEGOTIATED']),
  price: v.number(),
  priceCents: v.pipe(v.number(), v.integer()),
  deadline: dayMonthYear,
  paymentDate: v.nullable(dayMonthYear),
  paidLate: v.boolean(),
  consumptionM3: v.string(),
  referenceDate: v.string(),
  shortUpperReferenceDate: v.string(),
  upperReferenceDate: v.string(),
  referenceMonth: v.string(),
  shortMonth: v.string(),
  longMonth: v.string(),
  referenceYear: v.string(),
});

const isoInstant = v.pipe(v.string(), v.isoTimestamp());
const notificationView = v.strictObject({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  createdAt: isoInstant,
  readedAt: v.nullable(isoInstant),
});
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const barcodeDetails = v.strictObject({ barcode: v.string(), barcodeInput: v.string(), barcodeGenerator: v.string() });
const pixDetails = v.strictObject({ pixKey: v.string(), pixQrCode: v.string() });

export const ANSWERS = {
  providers: v.strictObject({ google: v.boolean(), captcha: v.boolean() }),
  me: v.strictObject({ data: meView }),
  menu: v.strictObject({ data: v.array(menuEntry) }),
  sapData: v.strictObject({
    data: v.strictObject({
      email: nullableString,
      name: v.string(),
      portalPJ: v.boolean(),
      vigencia: nullableString,
      faturaEmail: v.boolean(),
      telefone: nullableString,
      loginEmail: nullableString,
    }),
  }),
  sapDataUpdate: v.strictObject({
    success: v.literal(true),
    data: v.strictObject({ faturaEmail: v.boolean(), telefone: nullableString }),
  }),
  loginEmailCheck: v.strictObject({ success: v.boolean(), willNeedPassword: v.boolean() }),
  invoiceList: v.strictObject({
    data: v.strictObject({ invoices: v.array(invoiceView), numberOfOverdueInvoices: v.pipe(v.number(), v.integer()) }),
  }),
  invoiceDetails: v.union([pixDetails, barcodeDetails]),
  simplifiedList: v.strictObject({
    list: v.array(
      v.strictObject({
        numDoc: v.string(),
        docDate: dayMonthYear,
        deadline: dayMonthYear,
        price: v.number(),
        priceCents: v.pipe(v.number(), v.integer()),
        status: v.picklist([1, 2, 3]),
      }),
    ),
    total: v.number(),
    totalCents: v.pipe(v.number(), v.integer()),
  }),
  simplifiedDetails: barcodeDetails,
  notificationList: v.strictObject({ notifications: v.array(notificationView), unread: count, total: count }),
  notificationReadAll: v.strictObject({ success: v.literal(true), updated: count }),
  notificationRead: v.strictObject({ success: v.literal(true), data: notificationView }),
  notificationDelete: v.strictObject({ success: v.literal(true) }),
};

/** True when A and B are the same type (both directions assignable). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Out<K extends keyof typeof ANSWERS> = v.InferOutput<(typeof ANSWERS)[K]>;

/**
 * The schemas above and the answer types the server and the client area use cannot drift apart
 * (a compile-time check: nothing imports it).
 * @public
 */
export const ANSWER_TYPES_MATCH: [
  Same<v.InferOutput<typeof contractView>, ContractView>,
  Same<Out<'me'>, { data: MeView }>,
  Same<Out<'menu'>, { data: MenuEntryView[] }>,
  Same<Out<'sapData'>, { data: SapDataView }>,
  Same<Out<'sapDataUpdate'>, SapDataUpdateView>,
  Same<Out<'loginEmailCheck'>, LoginEmailCheckView>,
  Same<Out<'invoiceList'>, InvoiceListAnswer>,
  Same<Out<'invoiceDetails'>, PixDetailsView | BarcodeDetailsView>,
  Same<Out<'simplifiedList'>, SimplifiedInvoiceListView>,
  Same<Out<'simplifiedDetails'>, SimplifiedInvoiceDetailsView>,
  Same<Out<'notificationList'>, NotificationListView>,
  Same<Out<'notificationReadAll'>, { success: true; updated: number }>,
  Same<Out<'notificationRead'>, { success: true; data: NotificationView }>,
  Same<Out<'notificationDelete'>, { success: true }>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true];
