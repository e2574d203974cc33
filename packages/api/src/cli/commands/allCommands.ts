import type { CliCommand } from '../cliCommand';
import { adminInvite, platformAdminCreate } from './adminCommands';
import { backup, restore } from './backupCommands';
import { churchCreate, churchList, churchUpdate } from './churchCommands';
import { fundAdd, fundUpdate } from './fundCommands';
import { importGifts } from './giftImportCommands';
import { originAdd, originRemove } from './originCommands';
import { importStripeRecurring } from './recurringMoveCommands';
import { adminResetSecondFactor } from './secondFactorCommands';
import { webhookAdd, webhookList, webhookLog, webhookRemove, webhookResend } from './webhookCommands';

/** Every halo command, in the order --help lists them. */
export const ALL_COMMANDS: readonly CliCommand[] = [
  churchCreate,
  churchList,
  churchUpdate,
  fundAdd,
  fundUpdate,
  importGifts,
  importStripeRecurring,
  originAdd,
  originRemove,
  webhookAdd,
  webhookList,
  webhookRemove,
  webhookLog,
  webhookResend,
  adminInvite,
  platformAdminCreate,
  adminResetSecondFactor,
  backup,
  restore,
];
