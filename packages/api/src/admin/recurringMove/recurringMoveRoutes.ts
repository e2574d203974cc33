// The console's entry for moving recurring donors from Stripe (docs/PRODUCT.md §17,
// docs/CONTRACTS.md "Moving recurring donors"): a dry run or the move, through the service the halo
// CLI's import:stripe-recurring calls (core/recurringMoves/runRecurringMove.ts). For the signed-in
// administrator of the session's church holding 'manage-giving' AND a second factor proven in this
// session: a move writes gifts on donors' saved cards and emails every one of them, so a stolen
// password alone must not be enough. Never the published demo's administrator, whose password is
// public. The session's CSRF check applies as to every POST. Files come as their text in the JSON
// body, so this route takes a larger body than the rest of the API.
import {
  RECURRING_MOVE_FILE_MAX_BYTES,
  recurringMoveRequestSchema,
  type Locale,
  type RecurringMoveAnswer,
} from '@halo/domain';
import type { FastifyInstance } from 'fastify';
import { isPublishedDemoAdministrator } from '../../core/publishedDemo';
import {
  readableStripeAccount,
  RecurringMoveRefused,
  runRecurringMove,
  type RecurringMoveFile,
} from '../../core/recurringMoves/runRecurringMove';
import { Forbidden } from '../../http/errors/Forbidden';
import { ValidationFailed } from '../../http/errors/ValidationFailed';
import { parseBody } from '../../http/parseBody';
import { recordAdminActivity } from '../adminActivityLog';
import { adminMessage } from '../adminMessages';
import { hasAbility } from '../adminScope';
import { anyAdministratorsStanding, requireSecondFactor } from '../secondFactor/secondFactorGate';
import { recurringMoveRouteMessage, type RecurringMoveRouteMessageKey } from './recurringMoveRouteMessages';

/** Three files' text as JSON may double in length (quotes and line ends escaped), plus the options. */
const BODY_LIMIT_BYTES = 3 * 2 * RECURRING_MOVE_FILE_MAX_BYTES + 64 * 1024;

const FIELD_NAMES: Record<'file' | 'schedule' | 'fundMap', RecurringMoveRouteMessageKey> = {
  file: 'fieldFile',
  schedule: 'fieldSchedule',
  fundMap: 'fieldFundMap',
};

function fileOf(
  field: 'file' | 'schedule' | 'fundMap',
  text: string | null,
  locale: Locale,
): RecurringMoveFile | null {
  if (text === null) return null;
  const name = recurringMoveRouteMessage(locale, FIELD_NAMES[field]);
  if (Buffer.byteLength(text, 'utf8') > RECURRING_MOVE_FILE_MAX_BYTES) {
    const max = RECURRING_MOVE_FILE_MAX_BYTES / 1024 / 1024;
    throw new ValidationFailed({
      [field]: [recurringMoveRouteMessage(locale, 'fileTooLarge', { field: name, max })],
    });
  }
  if (text.trim() === '') {
    throw new ValidationFailed({
      [field]: [recurringMoveRouteMessage(locale, 'fileEmpty', { field: name })],
    });
  }
  return { name, text };
}

export default async function recurringMoveRoutes(app: FastifyInstance) {
  const options = { config: { signedIn: 'rest' }, bodyLimit: BODY_LIMIT_BYTES } as const;

  app.post('/api/admin/recurring-move', options, async (request): Promise<RecurringMoveAnswer> => {
    const { user, organization } = await request.signedInDonor();
    const { locale } = request;
    if (
      !hasAbility(user, ['manage-giving']) ||
      isPublishedDemoAdministrator(app.config, organization, user)
    ) {
      throw new Forbidden(adminMessage(locale, 'forbidden'));
    }
    requireSecondFactor(await anyAdministratorsStanding(app, user, await request.getSession()), locale);
    const body = parseBody(recurringMoveRequestSchema, request.body, locale);
    const file = body.source === 'file' ? fileOf('file', body.file, locale) : null;
    if (body.source === 'file' && !file) {
      throw new ValidationFailed({ file: [recurringMoveRouteMessage(locale, 'fileRequired')] });
    }
    if (body.source === 'stripe' && !readableStripeAccount(app.config, organization)) {
      throw new ValidationFailed({ file: [recurringMoveRouteMessage(locale, 'fileRequired')] });
    }
    const schedule = fileOf('schedule', body.schedule, locale);
    const fundMap = fileOf('fundMap', body.fundMap, locale);
    const run = await app.db
      .transaction(async (tx) => {
        const moved = await runRecurringMove(
          tx,
          organization,
          {
            locale,
            surface: 'console',
            file,
            schedule,
            fundMap,
            dryRun: body.dryRun,
            cancelOld: body.cancelOld,
            now: app.clock(),
          },
          app.config,
        );
        if (moved.activity) {
          await recordAdminActivity(
            tx,
            organization.id,
            { source: 'console', prefixedId: user.prefixedId, label: user.email },
            'recurring.move',
            moved.activity,
          );
        }
        return moved;
      })
      .catch((error: unknown) => {
        if (error instanceof RecurringMoveRefused) {
          throw new ValidationFailed({ [error.field]: [error.message] });
        }
        throw error;
      });
    const { report } = run;
    return {
      dryRun: report.dryRun,
      read: report.read,
      moved: report.moved,
      newDonors: report.newDonors,
      alreadyMoved: report.alreadyMoved,
      refused: report.refused.length,
      paused: report.paused,
      notPaused: report.notPaused,
      canceled: report.canceled,
      cancelWaiting: report.cancelWaiting,
      emailed: report.emailed,
      lines: run.lines,
    };
  });
}
