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
import type { ConsentView, ExportView, PrivacyRequestView, PrivacySummaryView } from '../privacy/types';
import { CONSENT_CATEGORIES, EXPORT_STATUSES, REQUEST_KINDS, REQUEST_STATUSES } from '../privacy/rules';
import type {
  CatalogueEntry,
  GroupListItem,
  GroupView,
  PlatformUserView,
  ProfileListItem,
  RoleView,
  SecondaryUsersAnswer,
  SecondaryUserView,
} from '../administration/types';
import { ALL_PERMISSION_KEYS, PERMISSION_ACTIONS, PERMISSION_CATEGORIES } from '../permissions';
import { PORTAL_ROLES } from '../roles';
import { BATCH_ANSWERS } from './batch-answers';
import { COLLECTIONS_PIX_ANSWERS } from './collections-pix-answers';
import { PIX_AUTOMATICO_ANSWERS } from './collections-pix-automatico-answers';
import { COLLECTIONS_RECEIPT_ANSWERS } from './collections-receipt-answers';
import { INSIGHTS_SELF_READING_ANSWERS } from './insights-self-reading-answers';
import { COLLECTIONS_SUSPENSION_ANSWERS } from './collections-suspension-answers';
import { CONNECTION_ANSWERS } from './connection-answers';
import { COLLECTIONS_NEGOTIATION_ANSWERS } from './collections-negotiation-answers';
import { DECLARATION_ANSWERS } from './collections-declaration-answers';
import { DUE_DATE_ANSWERS } from './collections-due-date-answers';
import { INSIGHTS_EXPLAIN_ANSWERS } from './insights-explain-answers';
import { CONTRACT_ACCOUNTING_ANSWERS } from './contract-accounting-answers';
import { CONSUMPTION_ANSWERS } from './consumption-answers';
import { COLLECTIONS_PAPERLESS_ANSWERS } from './collections-paperless-answers';
import { INSIGHTS_CONSUMPTION_ANSWERS } from './insights-consumption-answers';
import { ACCESS_TOKEN_ANSWERS } from './access-tokens-answers';
import { DIRECT_DEBIT_ANSWERS } from './collections-direct-debit-answers';
import { INSIGHTS_INTERRUPTIONS_ANSWERS } from './insights-interruptions-answers';
import { CURTAILMENT_ANSWERS } from './curtailment-answers';
import { INSIGHTS_SIMULATOR_ANSWERS } from './insights-simulator-answers';
import { PERIODS, RECONNECTION_TYPES, SERVICE_KINDS, SERVICE_STATUSES } from '../service/constants';
import type {
  AssistancePartnerView,
  CalendarEntry,
  DebitsView,
  ProtocolAnswer,
  ReconnectionTypeView,
  SuspensionCalendarAnswer,
  VerifyAnswer,
} from '../service/types';

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

// LGPD self-service (PORTAL-API.md §13; ../privacy/types.ts).
const exportView = v.strictObject({
  id: v.string(),
  status: v.picklist(EXPORT_STATUSES),
  requestedAt: v.string(),
  readyAt: nullableString,
  expiresAt: nullableString,
  fileName: nullableString,
  sizeBytes: v.nullable(v.number()),
  downloadPath: nullableString,
});
const requestStatus = v.picklist(REQUEST_STATUSES);
const privacyRequestView = v.strictObject({
  id: v.string(),
  protocol: v.string(),
  kind: v.picklist(REQUEST_KINDS),
  status: requestStatus,
  requestedAt: v.string(),
  history: v.array(v.strictObject({ at: v.string(), by: v.string(), from: v.nullable(requestStatus), to: requestStatus })),
});
const consentView = v.strictObject({
  category: v.picklist(CONSENT_CATEGORIES),
  granted: v.boolean(),
  changedAt: nullableString,
  history: v.array(v.strictObject({ granted: v.boolean(), changedAt: v.string(), source: v.string() })),
});
const privacySummaryView = v.strictObject({
  account: v.strictObject({
    name: nullableString,
    email: v.string(),
    cpfCnpj: nullableString,
    phone: nullableString,
    invoiceByEmail: v.boolean(),
    isAccountOwner: v.boolean(),
    createdAt: nullableString,
  }),
  counts: v.record(v.string(), v.number()),
  latestExport: v.nullable(exportView),
  requests: v.array(privacyRequestView),
  consents: v.array(consentView),
  recipients: v.array(v.strictObject({ name: v.string(), purpose: v.string(), dataShared: v.string(), legalBasis: v.string() })),
  dpo: v.strictObject({ name: v.string(), email: v.string(), phone: v.string() }),
});

// Service requests (PORTAL-API.md §15; ../service/types.ts).
const isoDay = v.pipe(v.string(), v.isoDate());
const period = v.picklist(PERIODS);
const calendarEntry = v.strictObject({ date: isoDay, period: v.array(period), totalVacancies: v.number() });
const openServiceRequest = v.strictObject({
  protocol: v.string(),
  kind: v.picklist(SERVICE_KINDS),
  status: v.picklist(SERVICE_STATUSES),
  openDate: isoDay,
  createdAt: v.string(),
  scheduledDate: v.nullable(isoDay),
  date: v.nullable(v.strictObject({ date: isoDay, period })),
  period: v.nullable(period),
  tax: v.number(),
  servicePrice: v.number(),
  taxCents: v.pipe(v.number(), v.integer()),
  sentDocument: v.boolean(),
  motive: nullableString,
  reason: nullableString,
});

// Administration (spec 02 §7, PORTAL-API.md "Administration"; ../administration/types.ts).
const permissionKey = v.picklist(ALL_PERMISSION_KEYS);
const portalRole = v.picklist(PORTAL_ROLES);
const groupListItem = {
  id: v.number(),
  name: v.string(),
  situation,
  totalUsers: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
};
const groupView = v.strictObject({
  ...groupListItem,
  nome: v.string(),
  subGrupos: v.array(
    v.strictObject({
      nome: v.picklist(PERMISSION_CATEGORIES),
      roles: v.array(v.strictObject({ id: v.number(), name: permissionKey })),
    }),
  ),
  permissions: v.array(permissionKey),
});
const secondaryUserContract = v.strictObject({ id: v.string(), consumerCode: v.string(), address: v.string() });
const secondaryUserView = v.strictObject({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  cpfCnpj: nullableString,
  situation,
  contracts: v.array(secondaryUserContract),
});
// Platform users (spec 02 §2.2, §7; ../administration/types.ts `PlatformUserView`).
const platformUserView = v.strictObject({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  cpfCnpj: nullableString,
  type: v.literal('INDIVIDUAL'),
  role: portalRole,
  roleLabel: v.string(),
  profileId: v.nullable(v.number()),
  profileName: nullableString,
  situation,
  updatedAt: isoInstant,
  createdAt: isoInstant,
  enabled: v.boolean(),
  secondFactor: v.boolean(),
});
/** The answer of an action that changes something and says so (delete, reset links): one schema per name. */
const done = () => v.strictObject({ success: v.literal(true), message: v.string() });

export const ANSWERS = {
  ...CONSUMPTION_ANSWERS,
  ...COLLECTIONS_PAPERLESS_ANSWERS,
  ...INSIGHTS_CONSUMPTION_ANSWERS,
  ...DIRECT_DEBIT_ANSWERS,
  ...ACCESS_TOKEN_ANSWERS,
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
  privacySummary: v.strictObject({ data: privacySummaryView }),
  privacyExportRequested: v.strictObject({ data: exportView, message: v.string() }),
  privacyLatestExport: v.strictObject({ data: v.nullable(exportView) }),
  privacyConsents: v.strictObject({ data: v.array(consentView) }),
  privacyRequestCreated: v.strictObject({ data: privacyRequestView, message: v.string() }),
  privacyDpoContact: v.strictObject({ data: v.strictObject({ protocol: v.string() }), message: v.string() }),
  permissionCatalogue: v.strictObject({
    data: v.array(
      v.strictObject({
        id: v.number(),
        key: permissionKey,
        label: v.string(),
        action: v.picklist(PERMISSION_ACTIONS),
        category: v.picklist(PERMISSION_CATEGORIES),
        required: v.boolean(),
      }),
    ),
  }),
  groupList: v.strictObject({ data: v.array(v.strictObject(groupListItem)) }),
  group: v.strictObject({ data: groupView }),
  groupSaved: v.strictObject({ data: groupView, message: v.string() }),
  groupDeleted: v.strictObject({ success: v.literal(true), message: v.string() }),
  roleList: v.strictObject({ data: v.array(v.strictObject({ id: portalRole, name: v.string() })) }),
  profileList: v.strictObject({
    data: v.strictObject({
      data: v.array(
        v.strictObject({
          id: v.number(),
          name: v.string(),
          email: v.string(),
          cpfCnpj: nullableString,
          situation,
          roleId: portalRole,
          roleName: v.string(),
          profileId: v.nullable(v.number()),
          profileName: nullableString,
          enabled: v.boolean(),
          createdAt: v.string(),
          updatedAt: v.string(),
        }),
      ),
      total: v.number(),
    }),
  }),
  secondaryUsers: v.strictObject({
    data: v.array(secondaryUserView),
    ownerContracts: v.array(secondaryUserContract),
    max: v.number(),
  }),
  secondaryUserSaved: v.strictObject({ data: secondaryUserView, message: v.string() }),
  secondaryUserDeleted: done(),
  platformUserList: v.strictObject({ data: v.array(platformUserView), total: count }),
  platformUserSaved: v.strictObject({ data: platformUserView, message: v.string() }),
  platformUserDone: done(),
  // Attendant service (spec 02 §2.7, PORTAL-API.md §6).
  attendantContracts: v.strictObject({ data: v.array(contractView) }),
  attendantSessionStarted: v.strictObject({
    success: v.literal(true),
    data: v.strictObject({ contract: contractView, startedAt: isoInstant }),
  }),
  attendantSessionEnded: v.strictObject({ success: v.literal(true) }),
  serviceVerify: v.strictObject({ data: v.nullable(openServiceRequest), meta: v.strictObject({ contractActive: v.boolean() }) }),
  serviceCalendar: v.strictObject({ data: v.array(calendarEntry) }),
  suspensionCalendar: v.strictObject({ data: v.array(isoDay), meta: v.strictObject({ calendar: v.array(calendarEntry) }) }),
  reconnectionType: v.strictObject({
    data: v.strictObject({
      description: v.picklist(RECONNECTION_TYPES),
      free: v.boolean(),
      feeCents: v.pipe(v.number(), v.integer()),
      fourHoursFeeCents: v.pipe(v.number(), v.integer()),
      nextDayFeeCents: v.pipe(v.number(), v.integer()),
      instalments: v.number(),
      noticeImage: v.nullable(v.strictObject({ url: v.string(), alternativeText: nullableString })),
    }),
  }),
  serviceDebits: v.strictObject({ data: v.strictObject({ hasDebits: v.boolean(), quantityOpenInvoices: count }) }),
  serviceProtocol: v.strictObject({ data: v.strictObject({ protocol: v.string(), date: v.nullable(isoDay), period: v.nullable(period) }) }),
  assistancePartners: v.strictObject({
    data: v.array(
      v.strictObject({
        name: v.string(),
        phone: v.string(),
        whatsapp: nullableString,
        email: nullableString,
        website: nullableString,
        cities: v.string(),
        description: nullableString,
      }),
    ),
  }),
  ...CONNECTION_ANSWERS,
  ...COLLECTIONS_NEGOTIATION_ANSWERS,
  ...BATCH_ANSWERS,
  ...COLLECTIONS_PIX_ANSWERS,
  ...PIX_AUTOMATICO_ANSWERS,
  ...COLLECTIONS_RECEIPT_ANSWERS,
  ...COLLECTIONS_SUSPENSION_ANSWERS,
  ...DECLARATION_ANSWERS,
  ...DUE_DATE_ANSWERS,
  ...INSIGHTS_SELF_READING_ANSWERS,
  ...INSIGHTS_EXPLAIN_ANSWERS,
  ...INSIGHTS_INTERRUPTIONS_ANSWERS,
  ...INSIGHTS_SIMULATOR_ANSWERS,
  ...CONTRACT_ACCOUNTING_ANSWERS,
  ...CURTAILMENT_ANSWERS,
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
  Same<Out<'privacySummary'>, { data: PrivacySummaryView }>,
  Same<Out<'privacyExportRequested'>, { data: ExportView; message: string }>,
  Same<Out<'privacyLatestExport'>, { data: ExportView | null }>,
  Same<Out<'privacyConsents'>, { data: ConsentView[] }>,
  Same<Out<'privacyRequestCreated'>, { data: PrivacyRequestView; message: string }>,
  Same<Out<'privacyDpoContact'>, { data: { protocol: string }; message: string }>,
  Same<Out<'permissionCatalogue'>, { data: CatalogueEntry[] }>,
  Same<Out<'groupList'>, { data: GroupListItem[] }>,
  Same<Out<'group'>, { data: GroupView }>,
  Same<Out<'groupSaved'>, { data: GroupView; message: string }>,
  Same<Out<'groupDeleted'>, { success: true; message: string }>,
  Same<Out<'roleList'>, { data: RoleView[] }>,
  Same<Out<'profileList'>, { data: { data: ProfileListItem[]; total: number } }>,
  Same<Out<'secondaryUsers'>, SecondaryUsersAnswer>,
  Same<Out<'secondaryUserSaved'>, { data: SecondaryUserView; message: string }>,
  Same<Out<'secondaryUserDeleted'>, { success: true; message: string }>,
  Same<Out<'platformUserList'>, { data: PlatformUserView[]; total: number }>,
  Same<Out<'platformUserSaved'>, { data: PlatformUserView; message: string }>,
  Same<Out<'platformUserDone'>, { success: true; message: string }>,
  Same<Out<'attendantContracts'>, { data: ContractView[] }>,
  Same<Out<'attendantSessionStarted'>, { success: true; data: { contract: ContractView; startedAt: string } }>,
  Same<Out<'attendantSessionEnded'>, { success: true }>,
  Same<Out<'serviceVerify'>, VerifyAnswer>,
  Same<Out<'serviceCalendar'>, { data: CalendarEntry[] }>,
  Same<Out<'suspensionCalendar'>, SuspensionCalendarAnswer>,
  Same<Out<'reconnectionType'>, { data: ReconnectionTypeView }>,
  Same<Out<'serviceDebits'>, { data: DebitsView }>,
  Same<Out<'serviceProtocol'>, ProtocolAnswer>,
  Same<Out<'assistancePartners'>, { data: AssistancePartnerView[] }>,
] = [
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
];
