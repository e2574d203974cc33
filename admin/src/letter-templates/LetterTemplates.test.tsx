/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import {
  AddLetterTemplateDocument,
  AdminLetterTemplatePreviewDocument,
  AdminLetterTemplatesDocument,
  DeleteLetterTemplateDocument,
  MakeLetterTemplatePrimaryDocument,
  UpdateLetterTemplateDocument,
} from '@halo/shared/graphql/admin-letter-templates';
import { consoleUser, fieldRefusal, testOrganization } from '@halo/testkit/admin/adminTestData';
import LetterTemplates from '../screens/LetterTemplates';
import { downloadPdf } from './downloadPdf';

const graphql = jest.fn();
withTestApiClient({ graphql });
jest.mock('./downloadPdf', () => ({ downloadPdf: jest.fn() }));
const fakeGraphql = graphql as jest.Mock;

beforeEach(() => {
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['send-statements']),
    path: '/admin/letter-templates',
  });
  fakeGraphql.mockReset();
  (downloadPdf as jest.Mock).mockReset();
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

const annual = {
  prefixedId: 'ltr_annual',
  title: 'Annual Contribution Statement',
  subject: '',
  body: 'Dear {{donorName}},',
  isPrimary: true,
};
const thanks = {
  prefixedId: 'ltr_thanks',
  title: 'Thank-you letter',
  subject: '',
  body: 'Thanks',
  isPrimary: false,
};

/** The server: the letters, then each change's answer in turn. */
function serve(...answers: Array<(variables: Record<string, unknown>) => Promise<unknown>>) {
  fakeGraphql.mockImplementation((document: unknown, variables: Record<string, unknown>) => {
    if (document === AdminLetterTemplatesDocument)
      return Promise.resolve({ adminLetterTemplates: [annual, thanks] });
    const next = answers.shift();
    return next ? next(variables) : Promise.reject(new Error('unexpected'));
  });
}

describe('Letter templates', () => {
  it('lists the letters with the primary one marked, and explains the placeholders beside the letter', async () => {
    serve();
    render(<LetterTemplates />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Letter templates');
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Annual Contribution StatementPrimary'),
      expect.stringContaining('Thank-you letter'),
    ]);
    expect(screen.queryByRole('button', { name: 'Make primary: Annual Contribution Statement' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Annual Contribution Statement' }));
    const body = screen.getByRole('textbox', { name: 'Letter' }) as HTMLTextAreaElement;
    expect(body.value).toBe('Dear {{donorName}},');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }));
    const guide = screen.getByRole('complementary', { name: 'Placeholders' });
    expect(guide.textContent).toContain('{{donorName}}');
    expect(guide.textContent).toContain('{{churchName}}your church’s name');
  });

  it('saves an edit, keeps the text of a refused one with the message beside the letter', async () => {
    serve(
      () => Promise.reject(fieldRefusal('body', 'A statement cannot fill in {{name}}.')),
      (variables) => Promise.resolve({ updateLetterTemplate: { ...annual, ...(variables.input as object) } }),
    );
    render(<LetterTemplates />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Annual Contribution Statement' }));
    const body = screen.getByRole('textbox', { name: 'Letter' });
    fireEvent.change(body, { target: { value: 'Dear {{name}}' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save letter' })));
    expect(screen.getByText('A statement cannot fill in {{name}}.')).toBeTruthy();
    expect((body as HTMLTextAreaElement).value).toBe('Dear {{name}}');
    expect(document.activeElement).toBe(body);
    expect(body.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(body, { target: { value: 'Dear {{donorName}}, thank you.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save letter' })));
    expect(fakeGraphql).toHaveBeenLastCalledWith(UpdateLetterTemplateDocument, {
      organizationPrefixedId: 'org_1',
      letterTemplatePrefixedId: 'ltr_annual',
      input: { title: 'Annual Contribution Statement', subject: '', body: 'Dear {{donorName}}, thank you.' },
    });
    expect(screen.getByText('Saved Annual Contribution Statement.').getAttribute('role')).toBe('status');
  });

  it('previews the unsaved text as a PDF download', async () => {
    serve(() =>
      Promise.resolve({
        adminLetterTemplatePreview: {
          fileName: 'contribution-statement-2026-03-15.pdf',
          contentType: 'application/pdf',
          base64: 'JVBERg==',
        },
      }),
    );
    render(<LetterTemplates />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a letter' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Draft' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Letter' }), {
      target: { value: 'Hello {{donorName}}' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview as PDF' })));
    expect(fakeGraphql).toHaveBeenLastCalledWith(AdminLetterTemplatePreviewDocument, {
      organizationPrefixedId: 'org_1',
      input: { title: 'Draft', subject: '', body: 'Hello {{donorName}}' },
    });
    expect(downloadPdf).toHaveBeenCalledWith(
      'JVBERg==',
      'contribution-statement-2026-03-15.pdf',
      'application/pdf',
    );
    expect(fakeGraphql).not.toHaveBeenCalledWith(AddLetterTemplateDocument, expect.anything());
  });

  it('makes a letter primary, and tells why the primary one cannot be deleted', async () => {
    serve(
      () =>
        Promise.resolve({
          makeLetterTemplatePrimary: [
            { ...thanks, isPrimary: true },
            { ...annual, isPrimary: false },
          ],
        }),
      () =>
        Promise.reject(
          fieldRefusal(
            'letterTemplatePrefixedId',
            'This is the primary letter: make another letter primary first.',
          ),
        ),
    );
    render(<LetterTemplates />);
    const makePrimary = await screen.findByRole('button', {
      name: 'Make primary: Thank-you letter',
    });
    await act(async () => fireEvent.click(makePrimary));
    expect(fakeGraphql).toHaveBeenCalledWith(MakeLetterTemplatePrimaryDocument, {
      organizationPrefixedId: 'org_1',
      letterTemplatePrefixedId: 'ltr_thanks',
    });
    expect(screen.getByText('Thank-you letter is now the primary letter.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Thank-you letter' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Thank-you letter?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete letter' })));
    expect(fakeGraphql).toHaveBeenLastCalledWith(DeleteLetterTemplateDocument, {
      organizationPrefixedId: 'org_1',
      letterTemplatePrefixedId: 'ltr_thanks',
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'This is the primary letter: make another letter primary first.',
    );
  });

  it('speaks Spanish', async () => {
    await act(() => testStore().getState().setLocale('es'));
    serve();
    await renderLoaded(<LetterTemplates />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Plantillas de cartas');
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar una carta' }));
    expect(screen.getByRole('textbox', { name: 'Carta' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Marcadores' }).textContent).toContain(
      '{{total}}el total donado en ese período',
    );
    expect(screen.getByRole('button', { name: 'Vista previa en PDF' })).toBeTruthy();
  });
});
