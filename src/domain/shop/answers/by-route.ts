import type { z } from 'zod';
import type { SHOP_API_PATHS } from '../shop-api-paths';
import {
  PasswordResetAnswerSchema,
  SessionInfoSchema,
  SetupStatusSchema,
  SignInAnswerSchema,
  StaffListSchema,
  TwoFactorRuleSchema,
  TwoFactorStartSchema,
  StaffMemberSchema,
} from './accounts';
import { BackupStatusSchema } from './backup';
import { DonationProgramSchema, DonationProgramsSchema, DonationsReportSchema } from './donations';
import { DropOffSeasonSchema, DropOffSettingsAnswerSchema, DropOffTodaySchema, FullTodaySchema } from './drop-off-days';
import { BoardPageSchema, LookupResultSchema } from './board';
import { CounterOrderFormSchema } from './counter-order-form';
import { CounterTabletInfoSchema, CounterTabletSchema, CounterTabletsSchema } from '../counter-tablet-schemas';
import { ShopOrderSchema } from './order';
import { PriceVersionAnswerSchema, PricesAnswerSchema } from './prices';
import { PrintSheetSchema } from './print';
import { ReadyPreviewSchema } from './ready-preview';
import { ProcessorLogSchema } from './processor-log';
import { YieldReportSchema } from './yield';
import { PublicShopInfoSchema, SetupProgressSchema, ShopSettingsSchema } from './settings';

/**
 * The shop API's contract: the schema of each route's JSON answer, for every route of SHOP_API_PATHS (the
 * compiler refuses a route left out). null where the answer is no JSON: sign-out's 204, the CSV files, and
 * the server-sent events (whose data is OrderChangeEventSchema). The shop's pages parse with these; the
 * server's tests assert every answer they read against them.
 */
export const SHOP_ANSWERS = {
  shopInfo: PublicShopInfoSchema,
  session: SessionInfoSchema,
  signIn: SignInAnswerSchema,
  signInSecondFactor: SessionInfoSchema,
  startTwoFactor: TwoFactorStartSchema,
  confirmTwoFactor: SessionInfoSchema,
  turnOffTwoFactor: SessionInfoSchema,
  setTwoFactorRule: TwoFactorRuleSchema,
  signOut: null,
  requestPasswordReset: PasswordResetAnswerSchema,
  chooseNewPassword: PasswordResetAnswerSchema,
  changePassword: SessionInfoSchema,
  setupStatus: SetupStatusSchema,
  setup: SessionInfoSchema,
  staff: StaffListSchema,
  createStaff: StaffMemberSchema,
  setStaffRole: StaffMemberSchema,
  resetStaffPassword: StaffMemberSchema,
  deactivateStaff: StaffMemberSchema,
  reactivateStaff: StaffMemberSchema,
  settings: ShopSettingsSchema,
  setupProgress: SetupProgressSchema,
  backupStatus: BackupStatusSchema,
  dropOffSettings: DropOffSettingsAnswerSchema,
  saveDropOffSettings: DropOffSettingsAnswerSchema,
  fullToday: FullTodaySchema,
  dropOffToday: DropOffTodaySchema,
  markToday: DropOffTodaySchema,
  dropOffSeason: DropOffSeasonSchema,
  saveSettings: ShopSettingsSchema,
  prices: PricesAnswerSchema,
  priceVersion: PriceVersionAnswerSchema,
  savePrices: PricesAnswerSchema,
  board: BoardPageSchema,
  counterTablets: CounterTabletsSchema,
  counterTablet: CounterTabletInfoSchema,
  setUpCounterTablet: CounterTabletSchema,
  removeCounterTablet: CounterTabletsSchema,
  enterCounterOrder: ShopOrderSchema,
  counterOrderForm: CounterOrderFormSchema,
  lookup: LookupResultSchema,
  events: null,
  shopOrder: ShopOrderSchema,
  checkIn: ShopOrderSchema,
  moveStage: ShopOrderSchema,
  cancelShopOrder: ShopOrderSchema,
  editDetails: ShopOrderSchema,
  editAnimal: ShopOrderSchema,
  editCuts: ShopOrderSchema,
  editAddons: ShopOrderSchema,
  editDropOff: ShopOrderSchema,
  setFinishedWeight: ShopOrderSchema,
  setDropOffDay: ShopOrderSchema,
  recordPayment: ShopOrderSchema,
  voidPayment: ShopOrderSchema,
  recordPickup: ShopOrderSchema,
  resendReadyMessage: ShopOrderSchema,
  readyPreview: ReadyPreviewSchema,
  printSheet: PrintSheetSchema,
  printCutSheet: PrintSheetSchema,
  printLabels: PrintSheetSchema,
  recordCwdSample: ShopOrderSchema,
  recordCwdResult: ShopOrderSchema,
  recordCwdOutcome: ShopOrderSchema,
  markUnclaimed: ShopOrderSchema,
  exportOrders: null,
  exportLineItems: null,
  processorLog: ProcessorLogSchema,
  processorLogCsv: null,
  yieldReport: YieldReportSchema,
  donationPrograms: DonationProgramsSchema,
  createDonationProgram: DonationProgramSchema,
  saveDonationProgram: DonationProgramSchema,
  setDonation: ShopOrderSchema,
  donations: DonationsReportSchema,
  donationsCsv: null,
} as const satisfies Record<keyof typeof SHOP_API_PATHS, z.ZodType | null>;

/** A shop route that answers JSON, and that answer. */
export type AnsweringShopRoute = {
  [Name in keyof typeof SHOP_ANSWERS]: (typeof SHOP_ANSWERS)[Name] extends null ? never : Name;
}[keyof typeof SHOP_ANSWERS];
export type ShopAnswer<Name extends AnsweringShopRoute> = z.output<NonNullable<(typeof SHOP_ANSWERS)[Name]>>;
