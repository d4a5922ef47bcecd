-- Login lock decided atomically (docs/decisions/014): login_failures.failures now counts the attempts of a
-- streak that were let through to the password check (reserved before the check, given back on success),
-- and `attempt` is the id of the last attempt that was counted, so one D1 batch can tell whether its own
-- reservation went through. No personal data: the key is 'ip:<SHA-256>' or 'account:<e-mail>' as before.
ALTER TABLE login_failures ADD COLUMN attempt TEXT;
