import { toErrorBody } from './error.filter.js';

describe('the error shape', () => {
  it.each(['Command timed out', "Stream isn't writeable and enableOfflineQueue options is false", 'Connection is closed.', 'Reached the max retries per request limit (which is 1).'])(
    'answers a Redis call that failed because Redis is away ("%s") with 503 and "try again", not a 500',
    (message) => {
      expect(toErrorBody(new Error(message))).toEqual({
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'We are having trouble, please try again in a minute.' } },
      });
    },
  );

  it('answers any other unexpected error with 500 and no detail', () => {
    expect(toErrorBody(new Error('column "x" does not exist'))).toEqual({ status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } } });
  });
});
