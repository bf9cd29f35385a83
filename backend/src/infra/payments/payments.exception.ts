import { AppException } from '../http/app.exception.js';

/** Expected failures talking to Stripe. */
export class PaymentsException extends AppException {
  static invalidSignature(): PaymentsException {
    return new PaymentsException('INVALID_SIGNATURE', 'The webhook signature could not be verified.', 400);
  }

  static missingRawBody(): PaymentsException {
    return new PaymentsException('INVALID_SIGNATURE', 'The webhook has no body to verify.', 400);
  }

  /**
   * SPEC section 7: the checkout's message when no payment URL comes back. Stripe's own words stay
   * in the log (the caller logs them): they can name our account, keys or request ids.
   */
  static sessionCreationFailed(): PaymentsException {
    return new PaymentsException('PAYMENT_SESSION_FAILED', 'Payment session creation failed', 502);
  }

  /** `stripeCode`: Stripe's error code when it refused (e.g. charge_already_refunded); null when it could not be reached. */
  static refundFailed(stripeCode: string | null = null): PaymentsException {
    return new PaymentsException('REFUND_FAILED', 'The payment could not be refunded automatically.', 502, { stripeCode });
  }

  static unavailable(): PaymentsException {
    return new PaymentsException('PAYMENT_PROVIDER_UNAVAILABLE', 'The payment provider could not be reached. Please try again.', 503);
  }
}
