/** One field's problem, e.g. { path: 'addons[2]', message: 'is not an add-on.' }. */
export type FieldIssue = { path: string; message: string };

export type DomainErrorKind =
  | 'not_found'
  | 'conflict'
  | 'limit_reached'
  | 'invalid_input'
  | 'unauthenticated'
  | 'forbidden'
  | 'drop_off_day_full'
  | 'drop_off_day_required'
  | 'counter_tablet_removed';

/**
 * A failure a use case reports on purpose, in words a customer can read. It says what went wrong, not
 * how to answer it: the server's error handler alone turns each kind into a status code.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
}

/** What was asked for does not exist, or must look as if it did not (a malformed order id). */
export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
  override readonly name = 'NotFoundError';
}

/** The request cannot apply to the order as it stands (closed, or missing an earlier step). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
  override readonly name = 'ConflictError';
}

/** Too many attempts from one client for now; the same request may succeed later. */
export class LimitReachedError extends DomainError {
  readonly kind = 'limit_reached';
  override readonly name = 'LimitReachedError';

  constructor(
    message = 'Too many requests. Please wait a moment and try again.',
    /** When the same request may succeed again, if known. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** No signed-in staff session (missing, ended, expired or of a deactivated account). */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
  override readonly name = 'UnauthenticatedError';

  constructor(message = 'Sign in to continue.') {
    super(message);
  }
}

/** Signed in, but this role may not do this (or the request came from another site). */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
  override readonly name = 'ForbiddenError';

  constructor(message = 'Your account may not do this.') {
    super(message);
  }
}

/** The input breaks a rule; fields name each problem. */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid_input';
  override readonly name = 'InvalidInputError';

  constructor(
    readonly fields: FieldIssue[],
    message = 'Some fields are not valid.',
  ) {
    super(message);
  }
}

/**
 * ADR 1201: the order's drop-off day filled (or closed) while the customer was ordering. A conflict of
 * its own, so that the web can send the customer back to choose another day with everything else kept.
 */
export class DropOffDayFullError extends DomainError {
  readonly kind = 'drop_off_day_full';
  override readonly name = 'DropOffDayFullError';
}

/** The shop asks for a drop-off day and the order has none it may still take (none chosen, or one now past). */
export class DropOffDayRequiredError extends DomainError {
  readonly kind = 'drop_off_day_required';
  override readonly name = 'DropOffDayRequiredError';
}

/**
 * docs/shop.md 15: the device's counter-tablet credential was removed by the owner (or never was one). The flow
 * stops on it at once rather than carry on as an ordinary phone, which would keep each customer's order.
 */
export class CounterTabletRemovedError extends DomainError {
  readonly kind = 'counter_tablet_removed';
  override readonly name = 'CounterTabletRemovedError';

  constructor(message = 'This tablet is no longer set up for orders. Please ask at the counter.') {
    super(message);
  }
}
