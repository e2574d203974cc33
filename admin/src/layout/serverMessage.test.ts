import { fieldMessage } from './serverMessage';

describe('fieldMessage', () => {
  it("reads the server's message about a field", () => {
    const error = {
      errors: [
        {
          message: 'Bad origin',
          extensions: { category: 'validation', validation: { origin: ['Bad origin'] } },
        },
      ],
    };
    expect(fieldMessage(error, 'origin')).toBe('Bad origin');
    expect(fieldMessage(error, 'name')).toBeNull();
  });

  it('says nothing about a failure that is not a refusal', () => {
    expect(fieldMessage(new Error('offline'), 'origin')).toBeNull();
    expect(fieldMessage({ errors: [{ message: 'Internal' }] }, 'origin')).toBeNull();
    expect(fieldMessage(null, 'origin')).toBeNull();
  });
});
