import * as v from 'valibot';
import { imageDimensionsCheck, imageFileField } from './imageFileField';
import { issueKeys } from './issueKeys';

describe('imageFileField', () => {
  it.each<[number, unknown, string[]]>([
    [1048576, { type: 'image/png', size: 1048576 }, []],
    [1048576, { type: 'image/jpeg', size: 10 }, []],
    [1048576, { type: 'image/png', size: 1048577 }, ['validation.imageMax1MB']],
    [524288, { type: 'image/png', size: 524289 }, ['validation.imageMax500KB']],
    [524288, { type: 'image/png', size: 524288 }, []],
    [2048, { type: 'image/png', size: 4096 }, ['validation.imageTooLarge']],
    [1048576, { type: 'image/gif', size: 10 }, ['validation.imageType']],
    [1048576, { type: 'image/svg+xml', size: 10 }, ['validation.imageType']],
    [1048576, { type: '', size: 10 }, ['validation.imageType']],
    [1048576, null, ['validation.required']],
    [1048576, { type: 'image/png' }, ['validation.required']],
  ])('limit %d: %j → %j', (maxBytes, input, keys) => {
    expect(issueKeys(imageFileField({ maxBytes }), input)).toEqual(keys);
  });

  it('passes a Blob through unchanged', () => {
    const blob = new Blob(['x'], { type: 'image/png' });
    expect(v.parse(imageFileField<Blob>({ maxBytes: 1048576 }), blob)).toBe(blob);
  });

  it('throws a RangeError for a bad limit', () => {
    expect(() => imageFileField({ maxBytes: -1 })).toThrow(RangeError);
  });
});

describe('imageDimensionsCheck', () => {
  const schema = v.pipe(
    v.object({ width: v.number(), height: v.number(), name: v.string() }),
    imageDimensionsCheck({ maxWidth: 640, maxHeight: 480 }),
  );

  it.each<[number, number, string[]]>([
    [639, 479, []],
    [640, 100, ['validation.imageDimensions']],
    [100, 480, ['validation.imageDimensions']],
    [4000, 3000, ['validation.imageDimensions']],
  ])('%dx%d → %j', (width, height, keys) => {
    expect(issueKeys(schema, { width, height, name: 'a.png' })).toEqual(keys);
  });
});
