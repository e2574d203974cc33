// The console's letter templates: the letters contribution statements are written from. Each change
// is one adminChange (the church row locked, so two administrators moving the primary mark cannot
// cross) and one line of the activity log; the database keeps at most one primary letter per church
// (letter_templates_one_primary_per_church) and these changes never leave a church without one.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { newPrefixedId } from '../../db/prefixedId';
import { letterTemplates, type LetterTemplateRow } from '../../db/schema';
import type { AdminLetterTemplate, LetterTemplateInput } from '../../graphql/resolverTypes.generated';
import { ValidationFailed } from '../../http/errors/ValidationFailed';
import { notFoundError } from '../../core/localizedRefusals';
import { letterText } from '../../reports/statementSources';
import { adminChange } from '../adminChange';
import type { AdminScope } from '../adminScope';
import { readLetterTemplateInput } from './letterTemplateInput';
import { letterTemplateMessage } from './letterTemplateMessages';

export function presentLetterTemplate(row: LetterTemplateRow): AdminLetterTemplate {
  const { subject, body } = letterText(row);
  return {
    prefixedId: row.prefixedId,
    title: row.title,
    subject,
    body,
    isPrimary: row.isPrimary,
    json_data: JSON.stringify({ subject, body }),
  };
}

async function churchLetters(db: Database, organizationId: number): Promise<AdminLetterTemplate[]> {
  const rows = await db
    .select()
    .from(letterTemplates)
    .where(eq(letterTemplates.organizationId, organizationId))
    .orderBy(desc(letterTemplates.isPrimary), asc(letterTemplates.title), asc(letterTemplates.id));
  return rows.map(presentLetterTemplate);
}

async function churchLetter(tx: Database, scope: AdminScope, prefixedId: string): Promise<LetterTemplateRow> {
  const [row] = await tx
    .select()
    .from(letterTemplates)
    .where(
      and(
        eq(letterTemplates.organizationId, scope.organization.id),
        eq(letterTemplates.prefixedId, prefixedId),
      ),
    );
  if (!row) throw notFoundError(scope.locale);
  return row;
}

export function listLetterTemplates(scope: AdminScope): Promise<AdminLetterTemplate[]> {
  return churchLetters(scope.app.db, scope.organization.id);
}

export function addLetterTemplate(scope: AdminScope, input: LetterTemplateInput) {
  const text = readLetterTemplateInput(scope, input);
  return adminChange(scope, 'letterTemplate.add', async (tx, organization) => {
    const [primary] = await tx
      .select({ id: letterTemplates.id })
      .from(letterTemplates)
      .where(and(eq(letterTemplates.organizationId, organization.id), eq(letterTemplates.isPrimary, true)));
    const [row] = (await tx
      .insert(letterTemplates)
      .values({
        prefixedId: newPrefixedId('ltr'),
        organizationId: organization.id,
        title: text.title,
        jsonData: { subject: text.subject, body: text.body },
        // A church's first letter is the one its statements use.
        isPrimary: !primary,
      })
      .returning()) as [LetterTemplateRow];
    return {
      value: presentLetterTemplate(row),
      details: { letterTemplate: row.prefixedId, title: row.title, isPrimary: row.isPrimary },
    };
  });
}

export function updateLetterTemplate(scope: AdminScope, prefixedId: string, input: LetterTemplateInput) {
  const text = readLetterTemplateInput(scope, input);
  return adminChange(scope, 'letterTemplate.update', async (tx) => {
    const before = await churchLetter(tx, scope, prefixedId);
    const [row] = (await tx
      .update(letterTemplates)
      .set({ title: text.title, jsonData: { subject: text.subject, body: text.body } })
      .where(eq(letterTemplates.id, before.id))
      .returning()) as [LetterTemplateRow];
    const was = letterText(before);
    return {
      value: presentLetterTemplate(row),
      details: {
        letterTemplate: row.prefixedId,
        title: row.title,
        ...(before.title !== row.title ? { was: before.title } : {}),
        subjectChanged: was.subject !== text.subject,
        bodyChanged: was.body !== text.body,
      },
    };
  });
}

export function makeLetterTemplatePrimary(scope: AdminScope, prefixedId: string) {
  return adminChange(scope, 'letterTemplate.makePrimary', async (tx, organization) => {
    const chosen = await churchLetter(tx, scope, prefixedId);
    const [before] = await tx
      .select()
      .from(letterTemplates)
      .where(and(eq(letterTemplates.organizationId, organization.id), eq(letterTemplates.isPrimary, true)));
    // The old mark goes first: the unique index allows one primary letter at any moment.
    await tx
      .update(letterTemplates)
      .set({ isPrimary: false })
      .where(and(eq(letterTemplates.organizationId, organization.id), eq(letterTemplates.isPrimary, true)));
    await tx.update(letterTemplates).set({ isPrimary: true }).where(eq(letterTemplates.id, chosen.id));
    return {
      value: await churchLetters(tx, organization.id),
      details: { letterTemplate: chosen.prefixedId, title: chosen.title, was: before?.prefixedId ?? null },
    };
  });
}

export function deleteLetterTemplate(scope: AdminScope, prefixedId: string) {
  return adminChange(scope, 'letterTemplate.delete', async (tx, organization) => {
    const row = await churchLetter(tx, scope, prefixedId);
    if (row.isPrimary) {
      const message = letterTemplateMessage(scope.locale, 'primaryKept');
      throw new ValidationFailed(
        { letterTemplatePrefixedId: [message] },
        { code: 'LETTER_TEMPLATE_PRIMARY' },
      );
    }
    await tx.delete(letterTemplates).where(eq(letterTemplates.id, row.id));
    return {
      value: await churchLetters(tx, organization.id),
      details: { letterTemplate: row.prefixedId, title: row.title },
    };
  });
}
