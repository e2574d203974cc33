import * as v from 'valibot';
import { firstIssueOnly } from './firstIssueOnly';
import { issueKeys } from './issueKeys';

describe('firstIssueOnly', () => {
  it('stops a pipe at its first failing check', () => {
    const pipe = v.pipe(v.string(), v.nonEmpty('validation.required'), v.email('validation.email'));
    expect(issueKeys(pipe, '')).toEqual(['validation.required', 'validation.email']);
    expect(issueKeys(firstIssueOnly(pipe), '')).toEqual(['validation.required']);
  });
});
