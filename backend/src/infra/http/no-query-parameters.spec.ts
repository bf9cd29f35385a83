import { BadRequestException } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import { NoQueryParametersGuard } from './no-query-parameters.js';

const withQuery = (query: Record<string, unknown>) => new ExecutionContextHost([{ query }]);

describe('NoQueryParametersGuard', () => {
  const guard = new NoQueryParametersGuard();

  it('lets a request without a query string through', () => {
    expect(guard.canActivate(withQuery({}))).toBe(true);
  });

  it('refuses any query parameter with a 400 that names each one', () => {
    let refusal: unknown;
    try {
      guard.canActivate(withQuery({ veiw: 'takeaway', page: '2' }));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(BadRequestException);
    expect((refusal as BadRequestException).getResponse()).toMatchObject({ message: ['property veiw should not exist', 'property page should not exist'] });
  });
});
