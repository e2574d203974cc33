import { Button, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import {
  AddLetterTemplateDocument,
  AdminLetterTemplatePreviewDocument,
  UpdateLetterTemplateDocument,
  type AdminLetterTemplateFieldsFragment,
} from '@halo/shared/graphql/admin-letter-templates';
import { useTranslation } from 'halo_shared/i18n';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { fieldMessages } from '../layout/serverMessage';
import { downloadPdf } from './downloadPdf';
import { LETTER_TEMPLATES_NAMESPACE } from './letterTemplatesMessages';
import { PlaceholderGuide } from './PlaceholderGuide';

type Field = 'title' | 'subject' | 'body';
type Errors = Partial<Record<Field, string>>;
const FIELDS: Field[] = ['title', 'subject', 'body'];

/** The server's messages per field; null when the failure names none (network, 500). */
function fieldErrors(failure: unknown): Errors | null {
  const errors: Errors = fieldMessages(failure, FIELDS);
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * A letter's title, email subject and plain-text body, with the placeholders explained beside it.
 * The server checks the letter (the same rules for a save and a preview), so a refusal shows its
 * messages beside their fields and keeps everything typed; nothing is saved until it is accepted.
 */
export function LetterTemplateEditor({
  organizationPrefixedId,
  letter,
  onSaved,
  onCancel,
}: {
  organizationPrefixedId: string;
  /** null: a new letter. */
  letter: AdminLetterTemplateFieldsFragment | null;
  onSaved: (letter: AdminLetterTemplateFieldsFragment, added: boolean) => void;
  onCancel: () => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(LETTER_TEMPLATES_NAMESPACE);
  const id = `admin-letter-${useId().replace(/:/g, '')}`;
  const [draft, setDraft] = useState({
    title: letter?.title ?? '',
    subject: letter?.subject ?? '',
    body: letter?.body ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The editor opens where the administrator will type.
  useEffect(() => {
    document.getElementById(`${id}-title`)?.focus();
  }, [id, letter?.prefixedId]);

  function refused(error: unknown) {
    const found = fieldErrors(error);
    setErrors(found ?? {});
    setFailure(found ? null : t('failed'));
    const first = FIELDS.find((field) => found?.[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    setStatus(null);
    try {
      if (letter) {
        const answer = await graphql(UpdateLetterTemplateDocument, {
          organizationPrefixedId,
          letterTemplatePrefixedId: letter.prefixedId,
          input: draft,
        });
        onSaved(answer.updateLetterTemplate, false);
      } else {
        const answer = await graphql(AddLetterTemplateDocument, { organizationPrefixedId, input: draft });
        onSaved(answer.addLetterTemplate, true);
      }
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  }

  async function preview() {
    setBusy(true);
    setErrors({});
    setFailure(null);
    setStatus(t('previewing'));
    try {
      const answer = await graphql(AdminLetterTemplatePreviewDocument, {
        organizationPrefixedId,
        input: draft,
      });
      const { base64, fileName, contentType } = answer.adminLetterTemplatePreview;
      downloadPdf(base64, fileName, contentType);
      setStatus(t('previewReady', { fileName }));
    } catch (error) {
      setStatus(null);
      refused(error);
    } finally {
      setBusy(false);
    }
  }

  const describedBy = (field: Field, extra: string) =>
    [extra, errors[field] ? `${id}-${field}-error` : null].filter(Boolean).join(' ');

  return (
    <section className="admin-panel admin-letter-editor" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{letter ? t('editing', { title: letter.title }) : t('newLetter')}</h2>
      <form onSubmit={(event) => void save(event)} noValidate>
        <TextField
          id={`${id}-title`}
          label={t('title')}
          name="title"
          autoComplete="off"
          value={draft.title}
          error={errors.title}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
        <TextField
          id={`${id}-subject`}
          label={t('subject')}
          name="subject"
          autoComplete="off"
          value={draft.subject}
          error={errors.subject}
          hint={t('subjectHint')}
          onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
        />
        <div className="admin-letter-editor__columns">
          <div className={`halo-field${errors.body ? ' halo-field--invalid' : ''}`}>
            <label className="halo-field__label" htmlFor={`${id}-body`}>
              {t('body')}
            </label>
            <textarea
              id={`${id}-body`}
              name="body"
              className="halo-input admin-letter-editor__body"
              value={draft.body}
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={describedBy('body', `${id}-body-hint ${id}-guide-intro`)}
              onChange={(event) => setDraft({ ...draft, body: event.target.value })}
            />
            <p id={`${id}-body-hint`} className="halo-field__hint">
              {t('bodyHint')}
            </p>
            {errors.body ? (
              <p id={`${id}-body-error`} className="halo-field__error">
                {errors.body}
              </p>
            ) : null}
          </div>
          <PlaceholderGuide id={`${id}-guide`} />
        </div>
        <div className="admin-letter-editor__actions">
          <Button type="submit" disabled={busy}>
            {t('save')}
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void preview()}>
            {t('preview')}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </div>
        {failure ? (
          <p role="alert" className="admin-error">
            {failure}
          </p>
        ) : null}
        <p role="status" className={status ? 'admin-letter-status' : 'halo-visually-hidden'}>
          {status}
        </p>
      </form>
    </section>
  );
}
