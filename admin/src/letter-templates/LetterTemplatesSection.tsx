import { Badge, Button } from '@halo/ui';
import { useApiClient, useGraphqlQuery } from 'halo_shared/api';
import {
  AdminLetterTemplatesDocument,
  DeleteLetterTemplateDocument,
  MakeLetterTemplatePrimaryDocument,
  type AdminLetterTemplateFieldsFragment,
} from '@halo/shared/graphql/admin-letter-templates';
import { useTranslation } from 'halo_shared/i18n';
import { useState } from 'react';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { fieldMessage } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { DeleteLetterDialog } from './DeleteLetterDialog';
import { LetterTemplateEditor } from './LetterTemplateEditor';
import { letterTemplatesCss } from './letterTemplatesCss';
import { LETTER_TEMPLATES_NAMESPACE } from './letterTemplatesMessages';

type Letter = AdminLetterTemplateFieldsFragment;
/** What the editor shows: a letter, a new one, or nothing. */
type Editing = { letter: Letter | null } | null;

const ADD_BUTTON = 'admin-letter-add';
const LIST_HEADING = 'admin-letter-list';

/**
 * The church's letter templates: which is primary, each editable, one made primary or deleted. The
 * list is the server's answer to the last change, so it always says what statements will use.
 */
export function LetterTemplatesSection() {
  const { graphql } = useApiClient();
  const { t } = useTranslation(LETTER_TEMPLATES_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  const { state, reload } = useGraphqlQuery(
    AdminLetterTemplatesDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId },
  );
  const [changed, setChanged] = useState<Letter[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Letter | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (state.status === 'error' && !state.data) return <QueryFailure onRetry={reload} />;
  if (!state.data) return <LoadingSkeleton />;
  const letters = changed ?? state.data.adminLetterTemplates;

  async function change(run: () => Promise<Letter[]>, done: string): Promise<boolean> {
    setBusy(true);
    setStatus(null);
    setRefusal(null);
    try {
      setChanged(await run());
      setStatus(done);
      return true;
    } catch (failure) {
      setRefusal(fieldMessage(failure, 'letterTemplatePrefixedId') ?? t('failed'));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function makePrimary(letter: Letter) {
    await change(
      async () => {
        const answer = await graphql(MakeLetterTemplatePrimaryDocument, {
          organizationPrefixedId,
          letterTemplatePrefixedId: letter.prefixedId,
        });
        return answer.makeLetterTemplatePrimary;
      },
      t('madePrimary', { title: letter.title }),
    );
  }

  async function remove(letter: Letter) {
    const removed = await change(
      async () => {
        const answer = await graphql(DeleteLetterTemplateDocument, {
          organizationPrefixedId,
          letterTemplatePrefixedId: letter.prefixedId,
        });
        return answer.deleteLetterTemplate;
      },
      t('deleted', { title: letter.title }),
    );
    setDeleting(null);
    if (removed && editing?.letter?.prefixedId === letter.prefixedId) setEditing(null);
    // The letter's buttons are gone (or the dialog is): go on from the list's heading.
    if (removed) document.getElementById(LIST_HEADING)?.focus();
  }

  function saved(letter: Letter, added: boolean) {
    setChanged(
      added
        ? [...letters, letter]
        : letters.map((each) => (each.prefixedId === letter.prefixedId ? letter : each)),
    );
    setRefusal(null);
    setStatus(t(added ? 'added' : 'saved', { title: letter.title }));
    setEditing({ letter });
  }

  function closeEditor() {
    setEditing(null);
    document.getElementById(ADD_BUTTON)?.focus();
  }

  return (
    <>
      <style href="halo-admin-letter-templates" precedence="default">
        {letterTemplatesCss}
      </style>
      <p>{t('intro')}</p>
      <p role="status" className={status ? 'admin-letter-status' : 'halo-visually-hidden'}>
        {status}
      </p>
      {refusal ? (
        <p role="alert" className="admin-error">
          {refusal}
        </p>
      ) : null}
      <section className="admin-panel" aria-labelledby={LIST_HEADING}>
        <h2 id={LIST_HEADING} tabIndex={-1}>
          {t('list')}
        </h2>
        <ul className="admin-list">
          {letters.map((letter) => (
            <li key={letter.prefixedId} className="admin-letter">
              <div className="admin-letter__title">
                <strong>{letter.title}</strong>
                {letter.isPrimary ? <Badge tone="success">{t('primary')}</Badge> : null}
              </div>
              <div className="admin-letter__actions">
                <Button
                  variant="secondary"
                  aria-label={t('editOf', { title: letter.title })}
                  onClick={() => setEditing({ letter })}
                >
                  {t('edit')}
                </Button>
                {letter.isPrimary ? null : (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={t('makePrimaryOf', { title: letter.title })}
                    onClick={() => void makePrimary(letter)}
                  >
                    {t('makePrimary')}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  disabled={busy}
                  aria-label={t('deleteOf', { title: letter.title })}
                  onClick={() => setDeleting(letter)}
                >
                  {t('delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <Button id={ADD_BUTTON} variant="secondary" onClick={() => setEditing({ letter: null })}>
          {t('add')}
        </Button>
      </section>
      {editing ? (
        <LetterTemplateEditor
          key={editing.letter?.prefixedId ?? 'new'}
          organizationPrefixedId={organizationPrefixedId}
          letter={editing.letter}
          onSaved={saved}
          onCancel={closeEditor}
        />
      ) : null}
      {deleting ? (
        <DeleteLetterDialog
          title={deleting.title}
          busy={busy}
          onConfirm={() => void remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
