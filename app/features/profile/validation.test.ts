import { describe, expect, it } from 'vitest';
import { passwordProblems, profileProblems } from './validation';

describe('password change', () => {
  it('passes a complete, matching, new password of 8+ characters', () => {
    expect(passwordProblems({ old_password: 'old-pass', password: 'N3wPassw0rd', password_confirmation: 'N3wPassw0rd' })).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(passwordProblems({ old_password: '', password: 'short', password_confirmation: 'other' })).toEqual({
      old_password: 'profile.problem.oldRequired',
      password: 'profile.problem.passwordShort',
      password_confirmation: 'profile.problem.mismatch',
    });
    expect(passwordProblems({ old_password: 'samesame1', password: 'samesame1', password_confirmation: 'samesame1' })).toEqual({
      password: 'profile.problem.passwordSame',
    });
  });
});

describe('profile', () => {
  it('needs a name of 2+ characters and a well-formed e-mail when one is given', () => {
    expect(profileProblems({ name: 'Mo', email: '' })).toEqual({});
    expect(profileProblems({ name: ' M ', email: 'not-an-email' })).toEqual({ name: 'profile.problem.name', email: 'profile.problem.email' });
  });
});
