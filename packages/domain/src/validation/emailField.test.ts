import { emailField } from './emailField';
import { issueKeys } from './issueKeys';

describe('emailField', () => {
  it.each<[unknown, string[]]>([
    ['donor@example.com', []],
    ['  donor@example.com ', []],
    ['', ['validation.required']],
    [undefined, ['validation.required']],
    ['donor', ['validation.email']],
    ['donor@', ['validation.email']],
    ['a b@example.com', ['validation.email']],
    ['<script>@x.y', ['validation.email']],
    [`${'a'.repeat(250)}@example.com`, ['validation.maxLength']],
  ])('%j → %j', (input, keys) => {
    expect(issueKeys(emailField, input)).toEqual(keys);
  });
});
