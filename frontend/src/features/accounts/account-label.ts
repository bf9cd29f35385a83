import type { SessionUser } from '../../shared/session/session';

type LabelSource = Pick<SessionUser, 'email' | 'fullName'> | null | undefined;

/** The account button's label: the full name, else the e-mail before the @, else 'Account'. */
export function accountLabel(user: LabelSource): string {
  const fullName = user?.fullName?.trim();
  if (fullName) return fullName;
  const localPart = user?.email?.split('@')[0]?.trim();
  if (localPart) return localPart;
  return 'Account';
}
