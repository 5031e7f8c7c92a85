import { useEffect, useState } from 'react';
import { http } from './http';

/** Typing pauses this long before the password is checked: one call per pause, not one per key. */
const PAUSE_MS = 300;

/**
 * Whether the server would refuse the password as typed as too common (POST /auth/password-check), for the password
 * rules: undefined until it has answered for this very value. The list of common passwords stays on the server:
 * in the browser it would add some 60 KB (gzip) to every page with a new-password field. A failed check changes
 * nothing on screen (the rule stays unticked) and the server still checks the password on save.
 */
export function useCommonPassword(password: string): boolean | undefined {
  const [answer, setAnswer] = useState<{ password: string; common: boolean }>();
  useEffect(() => {
    if (password === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      http
        .post('/api/auth/password-check', { body: { password }, signal: controller.signal, quiet: true })
        .then(({ common }) => setAnswer({ password, common }))
        .catch(() => undefined);
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [password]);
  return answer?.password === password ? answer.common : undefined;
}
