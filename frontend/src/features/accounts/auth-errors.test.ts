import { describeAuthFailure, linkErrorNotice } from './auth-errors';

describe('describeAuthFailure', () => {
  it("reads the api's error body, with a weak password's reasons", () => {
    const error = {
      status: 422,
      data: {
        error: {
          code: 'WEAK_PASSWORD',
          message: 'Password must be at least 8 characters long.',
          details: { reasons: ['Password must be at least 8 characters long.'] },
        },
      },
    };
    expect(describeAuthFailure(error)).toEqual({
      code: 'WEAK_PASSWORD',
      message: 'Password must be at least 8 characters long.',
      reasons: ['Password must be at least 8 characters long.'],
    });
  });

  it('keeps the server message of a validation error and has no reasons for it', () => {
    const error = {
      status: 400,
      data: { error: { code: 'BAD_REQUEST', message: 'Please enter a valid e-mail address.', details: ['x'] } },
    };
    expect(describeAuthFailure(error)).toEqual({
      code: 'BAD_REQUEST',
      message: 'Please enter a valid e-mail address.',
      reasons: [],
    });
  });

  it('says when the api could not be reached, and falls back to a general sentence', () => {
    expect(describeAuthFailure({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' }).code).toBe('UNREACHABLE');
    expect(describeAuthFailure({ status: 429, data: 'Too many' }).code).toBe('TOO_MANY_ATTEMPTS');
    expect(describeAuthFailure({ status: 502, data: '<html>' })).toEqual({
      code: 'UNEXPECTED',
      message: 'Something went wrong. Please try again.',
      reasons: [],
    });
    expect(describeAuthFailure(new Error('boom')).code).toBe('UNEXPECTED');
  });
});

describe('linkErrorNotice', () => {
  it('explains each code the api sends back to /auth', () => {
    expect(linkErrorNotice('link_used').message).toBe('This link has already been used. Please request a new one.');
    expect(linkErrorNotice('link_expired').message).toBe('This link has expired. Please request a new one.');
    expect(linkErrorNotice('LINK_INVALID').message).toBe('This link is not valid. Please request a new one.');
    expect(linkErrorNotice('google_sign_in_failed').title).toBe('Google sign in failed');
    expect(linkErrorNotice('google_failed').title).toBe('Google sign in failed');
    expect(linkErrorNotice('anything_else').title).toBe('Sign in failed');
  });
});
