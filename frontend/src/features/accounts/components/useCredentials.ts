import { useRef, useState } from 'react';
import { emailProblem, passwordProblems } from '../credentials-rules';

/**
 * The e-mail and password of a sign-in or sign-up form. Problems show after the first attempt,
 * then follow what is typed; `readyToSubmit` marks the attempt and focuses the first bad field.
 */
export function useCredentials(passwordKind: 'new' | 'existing') {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const readyToSubmit = (): boolean => {
    setAttempted(true);
    if (emailProblem(email)) {
      emailRef.current?.focus();
      return false;
    }
    if (passwordProblems(password, passwordKind).length > 0) {
      passwordRef.current?.focus();
      return false;
    }
    return true;
  };

  const reset = () => {
    setEmail('');
    setPassword('');
    setAttempted(false);
  };

  return {
    email,
    setEmail,
    password,
    setPassword,
    emailRef,
    passwordRef,
    emailError: attempted ? emailProblem(email) : null,
    passwordErrors: attempted ? passwordProblems(password, passwordKind) : [],
    readyToSubmit,
    reset,
  };
}
