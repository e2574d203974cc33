import * as v from 'valibot';
import { checkWithParams, paramsOfRequirement } from './checkWithParams';

describe('checkWithParams', () => {
  it('keeps the parameters on the issue requirement, through object paths', () => {
    const schema = v.object({
      size: v.pipe(
        v.number(),
        checkWithParams((n: number) => n < 10, 'validation.imageTooLarge', { size: '10B' }),
      ),
    });
    const result = v.safeParse(schema, { size: 12 });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('validation.imageTooLarge');
    expect(paramsOfRequirement(result.issues?.[0]?.requirement)).toEqual({ size: '10B' });
  });

  it('finds no parameters on plain requirements', () => {
    expect(paramsOfRequirement(5)).toBeUndefined();
    expect(paramsOfRequirement(() => true)).toBeUndefined();
    expect(paramsOfRequirement(Object.assign(() => true, { params: null }))).toBeUndefined();
  });
});
