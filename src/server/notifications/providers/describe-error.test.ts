import { describe, expect, it } from 'vitest';
import { describeSendError } from './describe-error';

describe('describeSendError', () => {
  it('masks addresses and numbers that providers echo back', () => {
    const line = describeSendError(new Error('550 <dana@example.com> rejected; To +1 (205) 555-0134 invalid'));
    expect(line).not.toContain('dana@example.com');
    expect(line).not.toContain('555-0134');
    expect(line).toContain('[address]');
    expect(line).toContain('[number]');
  });
});
